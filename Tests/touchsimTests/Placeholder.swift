import Testing
@Test("placeholder") func cliPlaceholder() { #expect(Bool(true)) }
