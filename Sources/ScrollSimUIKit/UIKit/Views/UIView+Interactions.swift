import Foundation

extension UIView {
    /// `interactions`: those added, in order; setting it removes the old
    /// ones and adds the new, telling each.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// `addInteraction(_:)`: removes the interaction from the view it was on,
    /// then tells it `willMove(to:)` this view, adds it, and tells it
    /// `didMove(to:)` this view. Real bookkeeping; what the interaction does
    /// (a long press, a drag) does not happen here.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let previous = interaction.view { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`: tells the interaction `willMove(to: nil)`,
    /// removes it and tells it `didMove(to: nil)`; nothing when it is not
    /// on this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
