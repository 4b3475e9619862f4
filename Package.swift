// swift-tools-version:6.0
// touchsim: replays touch traces through a model of UIKit's touch arbitration.
//
// Layers (imports point down only; each arrow is a target dependency, so the compiler checks it):
//   touchsim (executable: main.swift)  ->  TouchSimCLI (the command line: arguments, files, exit status)
//     ->  TouchSimFix (`touchsim fix`: the search for configuration changes)
//     ->  TouchSimFormat (the tools: golden runs, render, import, why, authoring)
//     ->  TouchSimReplay (a replay put together: reader, engine, writer, and their threads)
//     ->  TouchSimReader (scenarios and gestures by name)  |  TouchSimOutput (text, jsonl, chrome trace,
//         the --explain words)
//     ->  TouchSimCore (pure engine)
//   _TouchSimStorage (everything that manages memory: the engine's lists and slot stores, the locks, queues
//   and threads of a replay) at the bottom, under TouchSimCore and the layers above;
//   ScenarioText (writing scenario files) under TouchSimReader, TouchSimFormat and TouchSimRecorder (in an
//   iOS app's debug build).
//   TouchSimStoryboard (`touchsim import storyboard`, a tool beside TouchSimFormat)  ->  TouchSimReader,
//   ScenarioText.
import PackageDescription

/// Release settings of the replay path, whose speed `make bench` measures (docs/architecture.md, Benchmark).
/// - `-enforce-exclusivity=unchecked`: drops the run-time exclusivity checks of class properties
///   (what they cost: docs/performance.md). Swift 6 still proves exclusivity at compile time for
///   everything else, and debug builds keep the run-time checks, so `make test`, the goldens and
///   the sanitizer runs trap on any overlapping access; the fuzz build compiles with its own flags
///   and keeps them too. Bounds and overflow traps stay (never `-Ounchecked`).
/// - `-cross-module-optimization`: lets the reader, output and replay layers inline the engine's
///   small accessors.
/// Not on `TouchSimRecorder` or `ScenarioText`: an app depends on those, and a dependency with
/// unsafe flags is refused.
let replaySettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))
]

let package = Package(
    name: "touchsim",
    products: [
        .executable(name: "touchsim", targets: ["touchsim"]),
        .library(name: "TouchSimCore", targets: ["TouchSimCore"]),
        .library(name: "TouchSimReader", targets: ["TouchSimReader"]),
        .library(name: "TouchSimOutput", targets: ["TouchSimOutput"]),
        .library(name: "TouchSimReplay", targets: ["TouchSimReplay"]),
        .library(name: "TouchSimFormat", targets: ["TouchSimFormat"]),
        .library(name: "TouchSimFix", targets: ["TouchSimFix"]),
        // For an iOS app's debug build: records touches and the view tree as a scenario.
        .library(name: "TouchSimRecorder", targets: ["TouchSimRecorder"]),
    ],
    targets: [
        .target(
            name: "TouchSimCore", dependencies: ["_TouchSimStorage"], swiftSettings: replaySettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ScenarioText"),
        .target(name: "TouchSimRecorder", dependencies: ["ScenarioText"], path: "Recorder/Sources/TouchSimRecorder"),
        .target(name: "_TouchSimStorage", swiftSettings: replaySettings),
        .target(
            name: "TouchSimReader", dependencies: ["TouchSimCore", "ScenarioText", "_TouchSimStorage"],
            swiftSettings: replaySettings),
        .target(
            name: "TouchSimOutput", dependencies: ["TouchSimCore", "_TouchSimStorage"], swiftSettings: replaySettings),
        .target(
            name: "TouchSimReplay",
            dependencies: ["TouchSimReader", "TouchSimOutput", "TouchSimCore", "_TouchSimStorage"],
            swiftSettings: replaySettings),
        .target(
            name: "TouchSimFormat",
            dependencies: [
                "TouchSimReplay", "TouchSimReader", "TouchSimOutput", "TouchSimCore", "ScenarioText",
                "_TouchSimStorage",
            ],
            swiftSettings: replaySettings),
        .target(
            name: "TouchSimFix",
            dependencies: [
                "TouchSimFormat", "TouchSimReplay", "TouchSimReader", "TouchSimOutput", "TouchSimCore",
                "_TouchSimStorage",
            ]),
        .target(name: "TouchSimStoryboard", dependencies: ["TouchSimReader", "TouchSimCore", "ScenarioText"]),
        .target(
            name: "TouchSimCLI",
            dependencies: [
                "TouchSimFix", "TouchSimFormat", "TouchSimReplay", "TouchSimReader", "TouchSimOutput", "TouchSimCore",
                "TouchSimStoryboard", "_TouchSimStorage",
            ],
            swiftSettings: replaySettings),
        .executableTarget(name: "touchsim", dependencies: ["TouchSimCLI"], swiftSettings: replaySettings),
        // What the test targets share: a seeded generator, temporary folders.
        .target(name: "TouchSimTestSupport", path: "Tests/TouchSimTestSupport"),
        .testTarget(
            name: "TouchSimCoreTests", dependencies: ["TouchSimCore", "_TouchSimStorage", "TouchSimTestSupport"]),
        .testTarget(name: "TouchSimStorageTests", dependencies: ["_TouchSimStorage", "TouchSimTestSupport"]),
        .testTarget(
            name: "TouchSimRecorderTests",
            dependencies: [
                "TouchSimRecorder", "ScenarioText", "TouchSimFormat", "TouchSimReplay", "TouchSimReader",
                "TouchSimOutput", "TouchSimCore",
            ]),
        .testTarget(
            name: "TouchSimFormatTests",
            dependencies: [
                "TouchSimFormat", "TouchSimReplay", "TouchSimReader", "TouchSimOutput", "TouchSimCore", "ScenarioText",
                "_TouchSimStorage", "TouchSimTestSupport",
            ]),
        .testTarget(
            name: "TouchSimFixTests",
            dependencies: [
                "TouchSimFix", "TouchSimFormat", "TouchSimReplay", "TouchSimReader", "TouchSimOutput", "TouchSimCore",
            ]),
        .testTarget(
            name: "TouchSimStoryboardTests", dependencies: ["TouchSimStoryboard", "TouchSimReader", "TouchSimCore"]),
        .testTarget(
            name: "touchsimTests",
            dependencies: [
                "TouchSimCLI", "TouchSimTestSupport", "TouchSimFormat", "TouchSimReplay", "TouchSimReader",
                "TouchSimOutput", "TouchSimCore", "_TouchSimStorage", "TouchSimFix",
            ],
            resources: []),
    ]
)
