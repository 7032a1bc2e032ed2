#if canImport(Glibc)
import Glibc
internal import CMalloc
#endif

/// The process's memory, to measure what a prepared layout keeps and what
/// a fresh process needs at its peak.
enum HeapUsage {
    /// Bytes currently allocated from the C heap (glibc's `mallinfo2`):
    /// what a prepared layout keeps, whatever pages earlier benchmarks
    /// freed and the allocator reuses (a resident-set delta counts reused
    /// pages as free, and read 8 B/item for a flow layout that keeps 43).
    static var allocatedBytes: Int {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
        #else
        return 0
        #endif
    }

    /// The resident high-water mark (`VmHWM`) since the process started
    /// (the figures of a fresh process); 0 where unavailable.
    static var peakResidentBytes: Int { statusKilobytes("VmHWM:") * 1024 }

    /// Keeps glibc mapping large blocks fresh from the kernel and returning
    /// them when freed: by default it raises its mmap threshold after the
    /// first large free, and a later layout would then reuse heap pages
    /// already resident and look free of cost.
    static func mapLargeBlocksFresh() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        _ = mallopt(M_TRIM_THRESHOLD, 128 * 1024)
        #endif
    }

    /// Puts the thresholds where glibc's dynamic adjustment takes them
    /// after large frees (32 MB mmap, 64 MB trim), so that the figures
    /// measured after the memory ones do not pay a page fault per array
    /// (measured: engine per tick 4.3 → 5.7 µs with the 128 KB threshold).
    static func restoreAllocator() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
        _ = mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024)
        #endif
    }

    /// The value in kB of the `/proc/self/status` line starting with `key`.
    private static func statusKilobytes(_ key: String) -> Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(key) else { continue }
            return line.dropFirst(key.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
        }
        return 0
        #else
        return 0
        #endif
    }
}
