import Testing

@testable import TouchSimCore

@Test("A trace's t in milliseconds becomes whole microseconds")
func simTimeRoundsToMicroseconds() {
    #expect(SimTime(milliseconds: 16.6667).microseconds == 16_667)
    #expect((SimTime(milliseconds: 150) + Constants.contentTouchDelay).milliseconds == 300)
}
