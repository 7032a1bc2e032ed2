/// Consumes a benchmark's result so the optimiser cannot drop the work
/// that produced it.
@_optimize(none)
package func blackHole<T>(_ value: T) {}
