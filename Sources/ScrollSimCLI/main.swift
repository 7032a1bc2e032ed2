import ScrollSimCommandLine

// `scrollsim` with the built-in layouts. A team that has its own layouts
// builds its own executable the same way, calling
// `ScrollSimCommand.main(layouts:)` (docs/layouts.md).
ScrollSimCommand.main()
