// swift-tools-version:6.0
// touchsim: replays touch traces through a model of UIKit's touch arbitration.
//
// Layers (imports point down only):
//   touchsim (executable)  ->  TouchSimFix (`touchsim fix`: the search for configuration changes)
//     ->  TouchSimFormat (reading scenarios, writing output)  ->  TouchSimCore (pure engine)
//   TouchSimFormat, TouchSimRecorder (in an iOS app's debug build)  ->  ScenarioText (writing scenario files)
import PackageDescription

let package = Package(
    name: "touchsim",
    products: [
        .executable(name: "touchsim", targets: ["touchsim"]),
        .library(name: "TouchSimCore", targets: ["TouchSimCore"]),
        .library(name: "TouchSimFormat", targets: ["TouchSimFormat"]),
        .library(name: "TouchSimFix", targets: ["TouchSimFix"]),
        // For an iOS app's debug build: records touches and the view tree as a scenario.
        .library(name: "TouchSimRecorder", targets: ["TouchSimRecorder"]),
    ],
    targets: [
        .target(
            name: "TouchSimCore",
            // Release builds drop the runtime exclusivity checks of the engine's class-held state
            // (~11 % of a replay's instructions); debug builds, which run the tests, keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ScenarioText"),
        .target(name: "TouchSimRecorder", dependencies: ["ScenarioText"], path: "Recorder/Sources/TouchSimRecorder"),
        .target(name: "TouchSimFormat", dependencies: ["TouchSimCore", "ScenarioText"]),
        .target(name: "TouchSimFix", dependencies: ["TouchSimFormat", "TouchSimCore"]),
        .executableTarget(name: "touchsim", dependencies: ["TouchSimFix", "TouchSimFormat", "TouchSimCore"]),
        .testTarget(name: "TouchSimCoreTests", dependencies: ["TouchSimCore"]),
        .testTarget(name: "TouchSimRecorderTests", dependencies: ["TouchSimRecorder", "TouchSimFormat"]),
        .testTarget(name: "TouchSimFormatTests", dependencies: ["TouchSimFormat", "TouchSimCore", "ScenarioText"]),
        .testTarget(name: "TouchSimFixTests", dependencies: ["TouchSimFix", "TouchSimFormat", "TouchSimCore"]),
        .testTarget(
            name: "touchsimTests", dependencies: ["TouchSimFormat", "TouchSimCore"],
            resources: []),
    ]
)
