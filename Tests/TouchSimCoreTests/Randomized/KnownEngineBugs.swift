@testable import TouchSimCore

/// Engine bugs the randomized test found and reduced, each with its regression test in
/// EngineBugRegressionTests.swift. A violation one of them explains is reported as a known
/// issue, not a failure.
struct KnownEngineBug: Sendable {
    let id: String
    /// The reduced case, as a regression test's name.
    let regressionTest: String
    let matches: @Sendable (Violation, RandomScenario) -> Bool

    static let all: [KnownEngineBug] = [requireToFailFailsIdleDependents, runOutCutsDeceleration]

    /// `didLeavePossible` fails every `possible` recognizer whose `requireToFail` names the one
    /// that began or recognized, even one that never received a touch (disabled, on an
    /// unrelated view): it reports a `failed` it should not (behavior.md §3.2, §3.5, §5.1).
    static let requireToFailFailsIdleDependents = KnownEngineBug(
        id: "requireToFail fails dependents that never saw the touch",
        regressionTest: "Regression (randomized test): a disabled recognizer that requires another to fail reports nothing when that one begins",
        matches: { v, scenario in
            guard v.code == "gesture.disabled.failed" || v.code == "gesture.untouched.failed", let id = v.subject else { return false }
            let spec = allViews(scenario.root).flatMap(\.gestureRecognizers).first { $0.id == id }
            return !(spec?.requireToFail.isEmpty ?? true)
        })

    /// `finish()` stops at the 10 s run-out limit in the middle of a long deceleration
    /// without a `scroll` line, so the summary's `to` is an offset no line reported.
    static let runOutCutsDeceleration = KnownEngineBug(
        id: "the 10 s run-out cuts a deceleration without a scroll line",
        regressionTest: "Regression (randomized test): a deceleration cut by the 10 s run-out limit ends with a scroll line at the summary's offset",
        matches: { v, scenario in
            guard v.code == "summary.scrollTo", let last = scenario.events.last else { return false }
            return scenario.run().last?.time == last.time + Constants.runOutLimit
        })
}
