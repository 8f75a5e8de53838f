// The drop-off feature's front door: the counts per question and their reading (the digest mail uses them).
export * from './drop-off';
export * from './drop-off.queries';
