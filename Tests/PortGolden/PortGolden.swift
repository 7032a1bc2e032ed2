// The golden files of `scrollsim port`: `Before/NAME.swift.txt` is a file as
// a team writes it for iOS, `After/NAME.swift` the same file as the port
// must leave it, written by hand from the rules in docs/uikit.md
// ("`scrollsim port`"). `After/` is compiled in this target against
// ScrollSimUIKit, so the suite's build proves that ported files compile;
// ScrollSimPortTests checks that the port turns each `Before` into its
// `After`, and leaves the `After` alone.
