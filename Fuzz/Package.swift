// swift-tools-version:6.0
// libFuzzer targets for ScrollSim's input boundary. Built only by
// scripts/fuzz (with `--sanitize=fuzzer`), never by the main package.
// A package of its own, so the targets use ScrollSim's public API only
// (its products; `package` declarations are out of reach).
import PackageDescription

let package = Package(
    name: "ScrollSimFuzz",
    dependencies: [.package(name: "ScrollSim", path: "..")],
    targets: [
        // libFuzzer's driver, shared by the fuzz targets.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzScenarioDecoder",
            dependencies: ["FuzzSupport",
                           .product(name: "ScrollSimJSON", package: "ScrollSim"),
                           .product(name: "ScrollSim", package: "ScrollSim")]
        ),
        .executableTarget(
            name: "FuzzLogReader",
            dependencies: ["FuzzSupport",
                           .product(name: "ScrollSimJSON", package: "ScrollSim"),
                           .product(name: "ScrollSimLogTools", package: "ScrollSim"),
                           .product(name: "ScrollSim", package: "ScrollSim")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
