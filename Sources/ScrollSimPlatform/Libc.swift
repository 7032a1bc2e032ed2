// The one place with the platform `#if`: the system's C library, re-exported
// to the modules that call it (`internal import ScrollSimPlatform`). The
// core uses it for its math functions only; the json-c boundary and the
// command line for files, errors and standard streams.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
