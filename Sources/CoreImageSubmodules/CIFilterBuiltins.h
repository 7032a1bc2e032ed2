// `CoreImage.CIFilterBuiltins` on Linux: Core Image's typed filter
// constructors. Filters are not simulated (the Swift `CoreImage` module
// declares `CIFilter` unavailable), so the submodule declares nothing; it
// exists so that the import compiles.
