// swift-tools-version:6.0
import PackageDescription

#if os(Linux)
let linuxSDKModuleNames = [
    "CoreGraphics", "QuartzCore", "AVFoundation", "AVKit", "CoreImage", "CoreMotion", "EventKit", "Photos", "PhotosUI",
    "SafariServices", "CoreMedia", "CoreLocation", "UniformTypeIdentifiers", "MobileCoreServices", "Network", "StoreKit",
    "Accelerate",
]
#else
let linuxSDKModuleNames: [String] = []
#endif

let package = Package(
    name: "ScrollSim",
    products: [
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .library(name: "ScrollSimJSON", targets: ["ScrollSimJSON"]),
        .library(name: "ScrollSimLogTools", targets: ["ScrollSimLogTools"]),
        .library(name: "ScrollSimExplore", targets: ["ScrollSimExplore"]),
        .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
        .library(name: "ScrollSimUIKit", targets: ["ScrollSimUIKit"] + linuxSDKModuleNames),
        .library(name: "ScrollSimCommandLine", targets: ["ScrollSimCommandLine"]),
        .library(name: "ScrollSimUIKitCommandLine", targets: ["ScrollSimUIKitCommandLine"]),
        .executable(name: "scrollsim", targets: ["ScrollSimCLI"]),
        .executable(name: "scrollsim-uikit-bench", targets: ["ScrollSimUIKitBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system C library json-c. Only ScrollSimJSON imports it.
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev", "pkg-config"]), .brew(["json-c"])]
        ),
        // The system C library behind the one platform `#if`.
        .target(name: "ScrollSimPlatform"),
        // Pure Swift: geometry, layouts, simulator, events. No I/O; the C
        // library for its math functions only.
        .target(name: "ScrollSim", dependencies: ["ScrollSimPlatform"]),
        // The json-c boundary: scenario decoding, log writing and reading.
        .target(
            name: "ScrollSimJSON",
            dependencies: ["ScrollSim", "CJSONC", "ScrollSimPlatform"],
            // The scenario schema's examples (`ScenarioSchema`).
            resources: [.embedInCode("Scenario/Format/scenario-schema-grammar.json")]
        ),
        // Scenarios run to logs: one or a batch, sharded, with expectation reports.
        .target(name: "ScrollSimRunner", dependencies: ["ScrollSim", "ScrollSimJSON"]),
        // What the commands do with logs: summarise, filter, diff, replay the
        // state at a tick, lay out.
        .target(name: "ScrollSimLogTools", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimPlatform"]),
        // Pictures of logs: the SVG render, the HTML view, the trace export.
        .target(
            name: "ScrollSimPictures",
            dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools"],
            // The view page's files, compiled into the binary.
            resources: [.embedInCode("View/Page/view.html"), .embedInCode("View/Page/view.css"), .embedInCode("View/Page/view.js")]
        ),
        // Core Graphics' and Quartz Core's types as the UIKit layer has them;
        // the Linux-only `CoreGraphics` and `QuartzCore` modules (below)
        // re-export them, so that `import CoreGraphics` compiles on Linux.
        .target(name: "ScrollSimCoreGraphics", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ScrollSimQuartzCore", dependencies: ["ScrollSimCoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // UIKit's collection-view API over the simulator, so that layouts and
        // delegates written for iOS run unchanged.
        // Swift 5 language mode: UIKit's types are main-actor isolated, and
        // the simulator drives them on its caller's thread (one job of
        // `scrollsim run --jobs`); the Swift 6 mode's run-time isolation
        // checks in this module's closures would trap there (docs/uikit.md).
        .target(
            name: "ScrollSimUIKit",
            dependencies: ["ScrollSim", "ScrollSimCoreGraphics", "ScrollSimQuartzCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `scrollsim port`: a team's Swift files rewritten in place so that
        // they compile on Linux against ScrollSimUIKit, unchanged on iOS.
        .target(name: "ScrollSimPort", dependencies: ["ScrollSimJSON", "ScrollSimPlatform"]),
        // `scrollsim explore`: random step sequences against a scenario,
        // checked every step, and the shrinking of what fails to a scenario.
        .target(name: "ScrollSimExplore", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner"]),
        // Event-sequence assertions and golden logs for users' tests.
        .target(name: "ScrollSimTesting", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools", "ScrollSimExplore"]),
        // glibc's <malloc.h>, for the benchmark's memory figures only.
        .systemLibrary(name: "CMalloc"),
        // The plain json-c log writer that `scrollsim bench` measures ours
        // against: C structs in, json-c calls, lines out. Only ScrollSimBench uses it.
        .target(name: "CJSONCBaseline", dependencies: ["CJSONC"]),
        // `scrollsim bench`: the figures of docs/performance.md with their baselines.
        .target(
            name: "ScrollSimBench",
            dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools", "CMalloc", "CJSONCBaseline"]
        ),
        // `scrollsim-uikit-bench`: the UIKit layer against the core per tick.
        // Apart from `scrollsim`, which then links no Foundation.
        .executableTarget(name: "ScrollSimUIKitBench", dependencies: ["ScrollSim", "ScrollSimBench", "ScrollSimUIKit"]),
        // The `scrollsim` commands as a library, so teams build their own
        // executable with their layouts registered.
        .target(
            name: "ScrollSimCommandLine",
            dependencies: [
                "ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools", "ScrollSimPictures",
                "ScrollSimExplore", "ScrollSimPlatform", "ScrollSimPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A UIKit layout registered in a team's own `scrollsim`.
        .target(name: "ScrollSimUIKitCommandLine", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimUIKit"]),
        // The stock `scrollsim`: the command-line library plus `bench`, which
        // is not library API.
        .executableTarget(
            name: "ScrollSimCLI",
            dependencies: [
                "ScrollSimCommandLine", "ScrollSim", "ScrollSimJSON", "ScrollSimBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Hand-written logs shared by the test targets: log text for the
        // reader's and the tools' tests, an event list for the expectation
        // checker's and the assertions' tests.
        .target(name: "LogFixtures", dependencies: ["ScrollSimJSON"], path: "Tests/LogFixtures"),
        // A test target per module, named after it, holding the tests of
        // that module's types.
        .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim", "ScrollSimTesting", "LogFixtures"]),
        .testTarget(name: "ScrollSimJSONTests", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimTesting", "LogFixtures"]),
        .testTarget(name: "ScrollSimRunnerTests", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimTesting"]),
        .testTarget(
            name: "ScrollSimLogToolsTests",
            dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools", "ScrollSimTesting", "LogFixtures"]
        ),
        .testTarget(
            name: "ScrollSimPicturesTests",
            dependencies: [
                "ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimLogTools", "ScrollSimPictures", "ScrollSimTesting",
                "LogFixtures",
            ]
        ),
        .testTarget(
            name: "ScrollSimTestingTests",
            dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimTesting", "LogFixtures"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "ScrollSimUIKitTests", dependencies: ["ScrollSimUIKit"]),
        // The golden files of `scrollsim port`: `Before/` as a team writes
        // them for iOS (not compiled), `After/` as ported, compiled here
        // against ScrollSimUIKit, so that the build proves they compile.
        .target(
            name: "PortGolden",
            dependencies: ["ScrollSimUIKit"],
            path: "Tests/PortGolden",
            exclude: ["Before"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "ScrollSimPortTests", dependencies: ["ScrollSimPort", "ScrollSim", "PortGolden"]),
        .testTarget(name: "ScrollSimExploreTests", dependencies: ["ScrollSim", "ScrollSimJSON", "ScrollSimRunner", "ScrollSimExplore", "ScrollSimTesting"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ScrollSimCLI", "ScrollSim", "ScrollSimJSON", "ScrollSimTesting"]),
        .testTarget(name: "ScrollSimBenchTests", dependencies: ["ScrollSimBench", "ScrollSim", "ScrollSimJSON"]),
        .testTarget(
            name: "ScrollSimCommandLineTests",
            dependencies: [
                "ScrollSimCommandLine", "ScrollSimJSON", "ScrollSimLogTools", "ScrollSimUIKit", "ScrollSimUIKitCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import CoreGraphics`, `import QuartzCore` and the other SDK frameworks
// UIKit code imports beside `import UIKit`: on Linux, modules of those
// names re-export the layer's Core Graphics and Quartz Core types, keep what
// screens use of the others (inert: nothing plays, loads, senses or asks
// the user) and declare the rest unavailable, so that the compiler names
// each gap (docs/uikit.md). Apple platforms have the real frameworks, so
// nothing of the kind is declared there.
#if os(Linux)
package.products += [.library(name: "ScrollSimWebKit", targets: ["WebKit"])]
package.targets += [
    .target(name: "CoreGraphics", dependencies: ["ScrollSimCoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "QuartzCore", dependencies: ["ScrollSimQuartzCore"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // `CMTime` and `CMTimeRange` with Core Media's arithmetic, which is real.
    .target(name: "CoreMedia", swiftSettings: [.swiftLanguageMode(.v5)]),
    // `AVMakeRect`, the player, audio-session and capture types, kept and
    // inert (no media, no device); editing unavailable. Re-exports CoreMedia.
    .target(name: "AVFoundation", dependencies: ["ScrollSimQuartzCore", "CoreMedia"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "AVKit", dependencies: ["AVFoundation", "ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // The Swift `CoreImage` over a Clang module of that name that holds
    // Core Image's submodules (`import CoreImage.CIFilterBuiltins`).
    .systemLibrary(name: "CoreImageSubmodules"),
    .target(name: "CoreImage", dependencies: ["CoreImageSubmodules", "ScrollSimCoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "CoreMotion", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "EventKit", dependencies: ["ScrollSimCoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // No location hardware and no user to ask.
    .target(name: "CoreLocation", swiftSettings: [.swiftLanguageMode(.v5)]),
    // `UTType` over a table of the common declared types, and the older
    // `kUTType…` constants and functions over the same table.
    .target(name: "UniformTypeIdentifiers", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
        name: "MobileCoreServices", dependencies: ["ScrollSimCoreGraphics", "UniformTypeIdentifiers"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A path monitor with no network to report.
    .target(name: "Network", swiftSettings: [.swiftLanguageMode(.v5)]),
    // The App Store page and review prompt, never shown.
    .target(name: "StoreKit", dependencies: ["ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // vImage's numbers; its pixel buffers unavailable (images have no pixels).
    .target(name: "Accelerate", dependencies: ["ScrollSimCoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // An empty photo library the user never opens to the app.
    .target(name: "Photos", dependencies: ["AVFoundation", "CoreLocation", "ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PhotosUI", dependencies: ["Photos", "ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "SafariServices", dependencies: ["ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // `import WebKit` brings `URLRequest`, so FoundationNetworking and
    // libcurl with it: a product of its own, so that programs linking
    // ScrollSimUIKit do not load them (docs/uikit.md).
    .target(name: "WebKit", dependencies: ["ScrollSimUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Files that import only one of those modules compile, and what each
    // keeps holds.
    .testTarget(
        name: "GraphicsImportTests",
        dependencies: [
            "CoreGraphics", "QuartzCore", "AVFoundation", "AVKit", "CoreMotion", "EventKit", "PhotosUI", "SafariServices",
            "WebKit", "CoreImage", "Photos", "ScrollSimUIKit", "CoreMedia", "CoreLocation", "UniformTypeIdentifiers",
            "MobileCoreServices", "Network", "StoreKit", "Accelerate",
        ]
    ),
]
#endif
