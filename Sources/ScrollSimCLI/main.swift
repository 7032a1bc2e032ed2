import ScrollSimCommandLine

// `scrollsim` with the built-in layouts, and `bench`, which measures this
// executable and is not part of the command-line library. A team that has
// its own layouts builds its own executable the same way, calling
// `ScrollSimCommand.main(layouts:)` (docs/layouts.md).
ScrollSimCommand.main(subcommands: [Bench.self])
