#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory, to measure what a prepared layout keeps.
///
/// Large arrays are mapped fresh from the kernel and returned to it when
/// freed, so the resident-set delta across a 1,000,000-item `prepare` is
/// the layout's storage (plus at most a few pages of noise).
enum HeapUsage {
    /// Resident bytes (from `/proc/self/statm`); 0 where unavailable.
    static var residentBytes: Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { s in
            withUnsafeMutablePointer(to: &resident) { r in
                vfscanf_shim(file, s, r)
            }
        }) else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }
}

#if canImport(Glibc)
/// Reads the first two numbers of statm without varargs (Swift cannot call
/// `fscanf`).
private func vfscanf_shim(_ file: UnsafeMutablePointer<FILE>, _ size: UnsafeMutablePointer<Int>,
                          _ resident: UnsafeMutablePointer<Int>) -> Bool {
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
    guard fields.count >= 2, let s = Int(fields[0]), let r = Int(fields[1]) else { return false }
    size.pointee = s
    resident.pointee = r
    return true
}
#endif
