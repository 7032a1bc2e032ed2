import Foundation

/// The reuse identifiers registrations dequeue with: one per registration,
/// never used twice in a process, so that two registrations of different
/// cell classes never share a reuse pool.
enum RegistrationIdentifier {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    /// A new identifier, `prefix` followed by a number no other call returned.
    static func make(_ prefix: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return "\(prefix)-\(last)"
    }
}

/// Where a registration last registered its class, so that a dequeue in the
/// same collection view does not register it again (a dictionary write and
/// a string hash saved on every dequeue).
final class RegistrationRecord {
    weak var collectionView: UICollectionView?
}
