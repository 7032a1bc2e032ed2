/// `MAXFLOAT`: the largest finite `Float`, as Darwin's `<math.h>` macro
/// (`0x1.fffffep+127f`) is imported on Apple platforms; Glibc's is not
/// imported by Swift on Linux.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
