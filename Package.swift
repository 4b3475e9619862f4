// swift-tools-version:6.0
// touchsim: replays touch traces through a model of UIKit's touch arbitration.
//
// Layers (imports point down only):
//   touchsim (executable)  ->  TouchSimFormat (reading scenarios, writing output)  ->  TouchSimCore (pure engine)
import PackageDescription

let package = Package(
    name: "touchsim",
    products: [
        .executable(name: "touchsim", targets: ["touchsim"]),
        .library(name: "TouchSimCore", targets: ["TouchSimCore"]),
        .library(name: "TouchSimFormat", targets: ["TouchSimFormat"]),
    ],
    targets: [
        .target(name: "TouchSimCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ScenarioText"),
        .target(name: "TouchSimFormat", dependencies: ["TouchSimCore", "ScenarioText"]),
        .executableTarget(name: "touchsim", dependencies: ["TouchSimFormat", "TouchSimCore"]),
        .testTarget(name: "TouchSimCoreTests", dependencies: ["TouchSimCore"]),
        .testTarget(name: "TouchSimFormatTests", dependencies: ["TouchSimFormat", "TouchSimCore", "ScenarioText"]),
        .testTarget(
            name: "touchsimTests", dependencies: ["TouchSimFormat", "TouchSimCore"],
            resources: []),
    ]
)
