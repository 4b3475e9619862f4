import Testing
@testable import TouchSimFormat
@Test("placeholder") func formatPlaceholder() { #expect(Bool(true)) }
