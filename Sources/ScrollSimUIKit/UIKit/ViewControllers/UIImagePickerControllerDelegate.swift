import Foundation

/// `UIImagePickerControllerDelegate`: told when the user picks media or
/// cancels a picker. No picker is ever shown here, so neither is called.
/// Both are optional, as in UIKit; the defaults do nothing (UIKit dismisses
/// the picker itself when `imagePickerControllerDidCancel(_:)` is missing,
/// which does not arise).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
