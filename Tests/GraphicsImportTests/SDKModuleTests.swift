import AVFoundation
import AVKit
import CoreMotion
import EventKit
import Foundation
import PhotosUI
import SafariServices
import ScrollSimUIKit
import Testing
import WebKit

/// The SDK modules declared on Linux beside `CoreGraphics` and
/// `QuartzCore`: each compiles in a file that imports only it (the `…Only`
/// files of this target), and what it keeps holds. Every expected value
/// follows from the module's documented rule (docs/uikit.md), noted at each
/// check.
@Suite @MainActor struct SDKModuleTests {
    let url = URL(string: "https://example.com/video.mp4")!

    @Test("AVPlayer: play and pause set the rate; the status follows it and never reaches playing")
    func playerRateAndStatus() {
        let player = AVFoundationOnly.player(of: url)
        // The item is of an AVURLAsset of the URL; nothing loads: .unknown.
        #expect((player.currentItem?.asset as? AVURLAsset)?.url == url)
        #expect(player.currentItem?.status == .unknown)
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        // play(): rate = defaultRate (1); the item is never ready, so the
        // player waits rather than plays.
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        player.pause()
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        // A default rate of 0.5 is what play() uses; setting rate plays too.
        player.defaultRate = 0.5
        player.play()
        #expect(player.rate == 0.5)
        player.pause()
        player.rate = 2
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        player.rate = 0
        #expect(player.timeControlStatus == .paused)
        // Replacing the item keeps the rate.
        player.rate = 1
        player.replaceCurrentItem(with: nil)
        #expect(player.currentItem == nil && player.rate == 1)
    }

    @Test("AVPlayerLayer: a view's layerClass gets one; init(layer:) copies the player and gravity")
    func playerLayerAsLayerClass() {
        let view = PlayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Default gravity: .resizeAspect, as AVFoundation's.
        #expect(view.playerLayer.videoGravity == .resizeAspect)
        let player = AVFoundationOnly.player(of: url)
        view.playerLayer.player = player
        view.playerLayer.videoGravity = .resizeAspectFill
        let copy = AVPlayerLayer(layer: view.playerLayer)
        #expect(copy.player === player && copy.videoGravity == .resizeAspectFill)
        // No video: never ready, no video rectangle.
        #expect(!copy.isReadyForDisplay && copy.videoRect == .zero)
        // A subclass of AVPlayerLayer gets the nearest class this layer can
        // make: AVPlayerLayer, as for CAShapeLayer's subclasses.
        #expect(CustomPlayerView(frame: .zero).layer is AVPlayerLayer)
        #expect(AVPlayerLayer(player: player).player === player)
        #expect(AVLayerVideoGravity.resizeAspectFill.rawValue == "AVLayerVideoGravityResizeAspectFill")
    }

    @Test("AVPlayerViewController: presented and kept; the completion's play() sets the rate")
    func playerViewController() {
        let presenter = UIViewController()
        let controller = AVKitOnly.presentPlayer(of: url, from: presenter)
        #expect(presenter.presentedViewController === controller)
        #expect(controller.videoGravity == .resizeAspectFill)
        // The presentation's completion ran play(): rate 1, waiting.
        #expect(controller.player?.rate == 1)
        #expect(controller.player?.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(!controller.isReadyForDisplay && controller.videoBounds == .zero)
    }

    @Test("CMMotionManager: nothing is available, a start marks the service active, no update ever arrives")
    func motionManager() {
        let queue = OperationQueue()
        let card = TiltingCard()
        // Device motion is not available: the card does not start.
        card.startIfAvailable(on: queue)
        #expect(!card.motionManager.isDeviceMotionActive)
        #expect(!card.motionManager.isAccelerometerAvailable && !card.motionManager.isGyroAvailable)
        // Started regardless: active, but the queue gets no work.
        card.start(on: queue)
        #expect(card.motionManager.isDeviceMotionActive && card.motionManager.isAccelerometerActive)
        queue.waitUntilAllOperationsAreFinished()
        #expect(queue.operationCount == 0 && card.updates == 0 && card.lastPitch == 0)
        #expect(card.motionManager.deviceMotion == nil && card.motionManager.accelerometerData == nil)
        #expect(card.motionManager.deviceMotionUpdateInterval == 0.02)
        card.stop()
        #expect(!card.motionManager.isDeviceMotionActive && !card.motionManager.isAccelerometerActive)
    }

    @Test("SFSafariViewController: presented with a copy of its configuration; the delegate is never called")
    func safariViewController() {
        let screen = ArticlesViewController()
        let safari = screen.open(url, readerMode: true)
        #expect(screen.presentedViewController === safari)
        // The configuration was copied at init: the later changes (reader
        // off, bar collapsing off) did not reach it.
        #expect(safari.configuration.entersReaderIfAvailable)
        #expect(safari.configuration.barCollapsingEnabled)
        #expect(safari.dismissButtonStyle == .done)
        #expect(screen.delegateCalls == 0)
        // init(url:) uses the defaults: no reader, bar collapsing on.
        let plain = SFSafariViewController(url: url)
        #expect(!plain.configuration.entersReaderIfAvailable && plain.configuration.barCollapsingEnabled)
    }

    @Test("WKWebView: load keeps the URL and never loads; the navigation delegate is never called")
    func webView() {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let tab = TabWebView(configuration: configuration)
        // The configuration is copied at init.
        configuration.allowsInlineMediaPlayback = false
        #expect(tab.webView.configuration.allowsInlineMediaPlayback)
        #expect(tab.webView.url == nil)
        #expect(tab.open("https://example.com/a") != nil)
        #expect(tab.webView.url == URL(string: "https://example.com/a"))
        #expect(!tab.webView.isLoading && tab.webView.title == nil && tab.webView.estimatedProgress == 0)
        #expect(!tab.webView.canGoBack && tab.webView.goBack() == nil)
        #expect(tab.delegateCalls == 0)
        #expect(tab.webView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // loadHTMLString keeps the base URL; init(frame:) has a default
        // configuration.
        let page = WKWebView(frame: .zero)
        page.loadHTMLString("<p>hi</p>", baseURL: URL(string: "https://example.com/base/"))
        #expect(page.url == URL(string: "https://example.com/base/"))
        #expect(!page.configuration.allowsInlineMediaPlayback)
    }

    @available(*, deprecated)
    @Test("UIWebView (deprecated): loadRequest keeps the request; nothing loads")
    func legacyWebView() {
        let webView = LegacyWebView.loaded("https://example.com/old")
        #expect(webView.request?.url == URL(string: "https://example.com/old"))
        #expect(!webView.isLoading)
    }

    @Test("EKEventStore: not determined until asked, then denied; without access it holds nothing and refuses saves")
    func eventStore() throws {
        // The only test of this process that asks: before it, every type
        // is .notDetermined.
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 86_400)
        // Asked: the answer came at once, refused (events nil), and the
        // status of events is .denied from then on — reminders untouched.
        let loaded = EventsLoader.load(from: start, to: end, store: store)
        #expect(loaded.asked && loaded.events == nil)
        #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        #expect(EKEventStore().events(matching: store.predicateForEvents(withStart: start, end: end, calendars: nil)).isEmpty)
        #expect(store.defaultCalendarForNewEvents == nil)
        // Saving is refused with EventKit's "not authorized" (code 29).
        let error = try #require(EventsLoader.add(title: "Launch", start: start, end: end, store: store) as NSError?)
        #expect(error.domain == EKErrorDomain && error.code == 29)
        // Events order by start date.
        let early = EKEvent(eventStore: store)
        early.startDate = start
        let late = EKEvent(eventStore: store)
        late.startDate = end
        #expect(early.compareStartDate(with: late) == .orderedAscending)
        #expect(late.compareStartDate(with: early) == .orderedDescending)
        #expect(early.compareStartDate(with: early) == .orderedSame)
    }

    @Test("PHPickerViewController: presented with its configuration as a value; the delegate is never called")
    func photoPicker() {
        let screen = PickingViewController()
        let picker = screen.pickImages(limit: 3)
        #expect(screen.presentedViewController === picker)
        // The configuration is a value: the later change (limit 4) did not
        // reach the picker.
        #expect(picker.configuration.selectionLimit == 3)
        #expect(picker.configuration.filter == .any(of: [.images, .livePhotos]))
        #expect(picker.configuration.filter != .any(of: [.images, .videos]))
        #expect(PHPickerFilter.not(.videos) == .not(.videos) && PHPickerFilter.images != .videos)
        #expect(screen.answers == 0)
        // The defaults: one asset, any kind.
        let defaults = PHPickerConfiguration()
        #expect(defaults.selectionLimit == 1 && defaults.filter == nil && defaults.preferredAssetRepresentationMode == .automatic)
    }
}
