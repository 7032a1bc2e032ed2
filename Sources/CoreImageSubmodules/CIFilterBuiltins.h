// `CoreImage.CIFilterBuiltins` on Linux: Core Image's typed filter
// constructors. The typed filters are not simulated (the Swift `CoreImage`
// module keeps `CIFilter(name:)` only), so the submodule declares nothing;
// it exists so that the import compiles.
