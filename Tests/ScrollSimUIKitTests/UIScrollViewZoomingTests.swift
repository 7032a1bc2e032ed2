import Foundation
import ScrollSimUIKit
import Testing

/// A scroll-view delegate that zooms one view and counts `scrollViewDidZoom`.
@MainActor
private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
    let zoomed: UIView?
    var didZoom = 0
    init(zoomed: UIView?) { self.zoomed = zoomed }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { didZoom += 1 }
}

/// A data source of 100 rows of one cell class.
@MainActor
private final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }
}

@MainActor
@Suite("ScrollSimUIKit: UIScrollView zooming, scrollRectToVisible, indicators, recognizers")
struct UIScrollViewZoomingTests {
    /// A 100 × 200 scroll view over 100 × 1000 points of content.
    private func makeScrollView() -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.contentSize = CGSize(width: 100, height: 1000)
        return view
    }

    @Test("scrollRectToVisible: nothing when inside; the least scroll otherwise", arguments: [
        // Visible 0…200. Inside (50…150): no change.
        (CGRect(x: 0, y: 50, width: 10, height: 100), CGFloat(0), CGFloat(0)),
        // Below (300…340): the far edge to the far edge, 340 − 200 = 140.
        (CGRect(x: 0, y: 300, width: 10, height: 40), 0, 140),
        // Taller than the bounds (500…800): the near edge, 500.
        (CGRect(x: 0, y: 500, width: 10, height: 300), 0, 500),
        // Past the content's end (950…1000 from 0): 1000 − 200 = 800, inside the range.
        (CGRect(x: 0, y: 950, width: 10, height: 50), 0, 800),
        // Starting at 400, a rect above (100…150): its near edge, 100.
        (CGRect(x: 0, y: 100, width: 10, height: 50), 400, 100),
        // Beyond the content (1100…1150): far edge 950 clamps to the last offset, 800.
        (CGRect(x: 0, y: 1100, width: 10, height: 50), 0, 800),
    ])
    func scrollRectToVisible(rect: CGRect, startY: CGFloat, expectedY: CGFloat) {
        let view = makeScrollView()
        view.contentOffset = CGPoint(x: 0, y: startY)
        view.scrollRectToVisible(rect, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: expectedY))
    }

    @Test("scrollRectToVisible respects the content inset at the near end")
    func scrollRectToVisibleInset() {
        let view = makeScrollView()
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.contentOffset = CGPoint(x: 0, y: 300)
        // Rect −20…0 (the inset area): near edge −20, the first offset (−inset.top).
        view.scrollRectToVisible(CGRect(x: 0, y: -20, width: 10, height: 20), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test("a collection view's scrollRectToVisible scrolls its simulation")
    func collectionViewScrollRectToVisible() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        let rows = Rows()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = rows
        view.layoutIfNeeded()
        // Row 20 spans 2000…2100; visible 0…600: far edge to far edge, 2100 − 600 = 1500.
        view.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 375, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1500))
        // Rows 15–20 (1500…2100) are on screen now; row 14 (1400…1500) is not.
        let visible = Set(view.indexPathsForVisibleItems.map(\.item))
        #expect(visible.isSuperset(of: 15...20) && !visible.contains(14))
    }

    @Test("setZoomScale clamps to the limits, scales the zooming view and the content, tells the delegate")
    func setZoomScale() {
        let view = makeScrollView()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        view.addSubview(image)
        let delegate = ZoomDelegate(zoomed: image)
        view.delegate = delegate
        view.minimumZoomScale = 0.5
        view.maximumZoomScale = 3
        view.setZoomScale(5, animated: false)
        // 5 clamps to 3: content 300 × 450, transform scale 3.
        #expect(view.zoomScale == 3)
        #expect(view.contentSize == CGSize(width: 300, height: 450))
        #expect(image.transform == CGAffineTransform(scaleX: 3, y: 3))
        #expect(delegate.didZoom == 1)
        view.zoomScale = 0.1
        // 0.1 clamps to 0.5: content 50 × 75.
        #expect(view.zoomScale == 0.5)
        #expect(view.contentSize == CGSize(width: 50, height: 75))
        #expect(delegate.didZoom == 2)
        view.zoomScale = 0.2
        // Clamped to 0.5 again: no change, no call.
        #expect(delegate.didZoom == 2)
    }

    @Test("without a view for zooming the scale stays 1")
    func noZoomingView() {
        let view = makeScrollView()
        let delegate = ZoomDelegate(zoomed: nil)
        view.delegate = delegate
        view.maximumZoomScale = 4
        view.setZoomScale(2, animated: true)
        #expect(view.zoomScale == 1)
        #expect(view.contentSize == CGSize(width: 100, height: 1000))
        #expect(delegate.didZoom == 0)
    }

    @Test("zoom(to:) picks the scale that fits the rect and centres it")
    func zoomToRect() {
        let view = makeScrollView()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
        let delegate = ZoomDelegate(zoomed: image)
        view.delegate = delegate
        view.maximumZoomScale = 4
        // Rect 20…70 × 100…200 (50 × 100): scale min(100 ÷ 50, 200 ÷ 100) = 2.
        // Content 200 × 2000; centre (45, 150) × 2 = (90, 300); offset (90 − 50, 300 − 100) = (40, 200).
        view.zoom(to: CGRect(x: 20, y: 100, width: 50, height: 100), animated: false)
        #expect(view.zoomScale == 2)
        #expect(view.contentOffset == CGPoint(x: 40, y: 200))
    }

    @Test("pinchGestureRecognizer exists only while zooming is enabled; the pan recognizer belongs to the view")
    func recognizers() {
        let view = makeScrollView()
        #expect(view.pinchGestureRecognizer == nil)
        view.maximumZoomScale = 2
        #expect(view.pinchGestureRecognizer?.view === view)
        #expect(view.pinchGestureRecognizer === view.pinchGestureRecognizer)
        #expect(view.panGestureRecognizer.view === view)
        #expect(view.panGestureRecognizer === view.panGestureRecognizer)
        #expect(view.panGestureRecognizer.state == .possible)
    }

    @Test("scrollIndicatorInsets sets both axes and reads the vertical ones")
    func indicatorInsets() {
        let view = makeScrollView()
        view.horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3)
        view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 5, right: 0)
        #expect(view.scrollIndicatorInsets == UIEdgeInsets(top: 4, left: 0, bottom: 5, right: 0))
        view.scrollIndicatorInsets = UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)
        #expect(view.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
        #expect(view.verticalScrollIndicatorInsets == UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
    }
}
