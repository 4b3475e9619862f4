import Testing
import TouchSimFormat

@Test(
    "The starter scenario of touchsim new reads, and its tap makes the button send touchUpInside (docs/format.md §4.11)"
)
func starterScenarioReplays() throws {
    let output = try replayText(StarterScenario.text)
    #expect(output.contains("80      control    buy touchUpInside"))
    #expect(output.contains("scroll     feed"))
}
