#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A screen with a refresh button that names its action with `#selector`.
final class SelectorsFeedScreen: UIViewController {
    private var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        #if canImport(ObjectiveC)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(refresh))
        let compose = UIBarButtonItem(title: "New", style: .plain, target: self, action: #selector(compose(_:)))
        #else
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: Selector("refresh"))
        let compose = UIBarButtonItem(title: "New", style: .plain, target: self, action: Selector("compose(_:)"))
        #endif
        navigationItem.leftBarButtonItem = compose
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func refresh() {
        refreshCount += 1
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func compose(_ sender: UIBarButtonItem) {}
}
