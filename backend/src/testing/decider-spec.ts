/** Given past events, when a command: the events it causes, or the error it throws. */
export function deciderSpec<State, Command, Event>(decider: {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}) {
  return function given(...past: Event[]) {
    return {
      when(command: Command) {
        const run = () => decider.decide(command, past.reduce(decider.evolve, decider.initialState()));
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (expected: Error) => {
            let error: unknown;
            try {
              run();
            } catch (thrown) {
              error = thrown;
            }
            // toStrictEqual compares the class and the message; the own fields (statusCode, the fields at
            // fault, a problem's extension members) are compared beside it.
            expect(error).toStrictEqual(expected);
            expect({ ...(error as object) }).toEqual({ ...expected });
          },
        };
      },
    };
  };
}
