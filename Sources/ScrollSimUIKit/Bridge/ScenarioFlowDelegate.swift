import Foundation
import struct ScrollSim.CollectionData
import struct ScrollSim.SectionData

/// The delegate of a scenario-driven collection view
/// (`LayoutBridge(scenarioLayout:)`): it answers
/// `UICollectionViewDelegateFlowLayout`'s questions from the scenario's
/// data, as an app's delegate answers from its model. A size the scenario
/// leaves out, and a section inset or spacing it does not override, is the
/// flow layout's own property (UIKit's answer when the delegate does not
/// implement the method).
@preconcurrency @MainActor
final class ScenarioFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    /// The scenario's sections and items, as the simulator last gave them.
    var data = CollectionData(sections: [])

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.effectiveItemSize ?? CGSize(width: 50, height: 50)
        guard let section = section(indexPath.section), section.items.count > indexPath.item, indexPath.item >= 0 else {
            return fallback
        }
        let item = section.items[indexPath.item]
        return CGSize(width: item.width.map { CGFloat($0) } ?? fallback.width, height: item.height.map { CGFloat($0) } ?? fallback.height)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        if let inset = self.section(section)?.overrides.sectionInset { return UIEdgeInsets(inset) }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        if let spacing = self.section(section)?.overrides.minimumLineSpacing { return CGFloat(spacing) }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        if let spacing = self.section(section)?.overrides.minimumInteritemSpacing { return CGFloat(spacing) }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        guard let header = self.section(section)?.header else { return fallback }
        return CGSize(width: header.width.map { CGFloat($0) } ?? fallback.width, height: header.height.map { CGFloat($0) } ?? fallback.height)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        guard let footer = self.section(section)?.footer else { return fallback }
        return CGSize(width: footer.width.map { CGFloat($0) } ?? fallback.width, height: footer.height.map { CGFloat($0) } ?? fallback.height)
    }

    private func section(_ index: Int) -> SectionData? {
        data.sections.indices.contains(index) ? data.sections[index] : nil
    }
}
