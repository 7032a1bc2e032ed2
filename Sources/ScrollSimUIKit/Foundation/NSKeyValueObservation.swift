#if !canImport(ObjectiveC)
import Foundation

/// `NSKeyValueObservation`: what `observe(_:options:changeHandler:)`
/// returns. The observation lasts until `invalidate()` is called or this
/// object is released, whichever comes first; it does not keep the observed
/// object alive.
public class NSKeyValueObservation: NSObject {
    /// The observed object.
    private weak var object: NSObject?
    /// The registration, until invalidated.
    private var registration: KeyValueRegistration?

    init(object: NSObject?, registration: KeyValueRegistration?) {
        self.object = object
        self.registration = registration
        super.init()
    }

    /// `invalidate()`: stops the observation (the change handler is not
    /// called again, also from a notification under way). Called again, or
    /// after the object went, it does nothing. Called automatically when
    /// the observation is released.
    public func invalidate() {
        guard let registration else { return }
        self.registration = nil
        KeyValueObserverTable.remove(registration, from: object)
    }

    deinit {
        invalidate()
    }
}
#endif
