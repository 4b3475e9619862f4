import TouchSimCore

/// Frames read by the streaming tree reader (`streamView`), every view has one: read without
/// making values of them, and most straight from the bytes in memory.
extension TreeDecoder {
    /// A frame `[x, y, width, height]` that `JSONValue.rect` accepts, read without making values
    /// of it; nil for anything else.
    static func streamRect(_ lexer: inout JSONLexer) throws(Diagnostic) -> Rect? {
        guard try lexer.peekValue() == .array else { return nil }
        if let rect = shortRect(&lexer) { return rect }
        try lexer.beginArray()
        var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
        var count = 0
        var first = true
        while try lexer.nextElement(first: &first) {
            guard count < 4, try lexer.peekValue() == .number else { return nil }
            let value = try lexer.readNumber()
            switch count {
            case 0: x = value
            case 1: y = value
            case 2: width = value
            default: height = value
            }
            count += 1
        }
        guard count == 4 else { return nil }
        return JSONValue.acceptedRect(x, y, width, height)
    }

    /// `streamRect`'s frame read straight from the bytes in memory, when the whole array is
    /// there with its four numbers short (`JSONLexer.shortNumber`, `readNumber`'s own fast
    /// path, so that each reads to the same double) and spaces only between its tokens: a
    /// generated tree's frames are. Nil, with nothing consumed, for any other text, which
    /// `streamRect` reads token by token, its errors included.
    static func shortRect(_ lexer: inout JSONLexer) -> Rect? {
        // `beginArray` would refuse to go deeper.
        guard lexer.depth < JSONLexer.maximumDepth else { return nil }
        let bytes = lexer.bufferedBytes
        guard let base = bytes.baseAddress, bytes.count > 0, base[0] == UInt8(ascii: "[") else { return nil }
        var numbers = (0.0, 0.0, 0.0, 0.0)
        var offset = 1
        for index in 0..<4 {
            while offset < bytes.count, base[offset] == UInt8(ascii: " ") { offset += 1 }
            guard let (number, end) = JSONLexer.shortNumber(in: bytes, at: offset) else { return nil }
            offset = end
            while offset < bytes.count, base[offset] == UInt8(ascii: " ") { offset += 1 }
            guard offset < bytes.count, base[offset] == UInt8(ascii: index == 3 ? "]" : ",") else { return nil }
            offset += 1
            switch index {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            default: numbers.3 = number
            }
        }
        guard let rect = JSONValue.acceptedRect(numbers.0, numbers.1, numbers.2, numbers.3) else { return nil }
        // Digits, signs, points, commas, spaces and brackets: no line feed, no UTF-8.
        lexer.advance(by: offset)
        return rect
    }
}
