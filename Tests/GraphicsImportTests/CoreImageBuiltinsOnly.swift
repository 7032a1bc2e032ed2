// Only `import CoreImage.CIFilterBuiltins`, as a file that builds typed
// filters imports it: the submodule import compiles and brings the
// Linux `CoreImage` module (and Foundation) with it. The filters
// themselves are not simulated, so this file names none.
import CoreImage.CIFilterBuiltins

enum CoreImageBuiltinsOnly {
    static let imported = URL(fileURLWithPath: "/")
}
