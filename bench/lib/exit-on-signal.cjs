// Preloaded into the API when it is profiled (--cpu-prof): Node writes the profile only on a normal
// exit, so SIGUSR2 ends the process with process.exit instead of a signal death.
process.on('SIGUSR2', () => process.exit(0));
