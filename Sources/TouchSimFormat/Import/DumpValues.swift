import TouchSimReader

/// The values of a description's properties, as UIKit prints them.
enum DumpValues {
    /// `(20 100; 160 44)`: x, y, width, height.
    static func frame(_ text: Substring) -> [Double]? {
        guard text.first == "(", text.last == ")" else { return nil }
        let halves = text.dropFirst().dropLast().split(separator: ";")
        guard halves.count == 2 else { return nil }
        let numbers = halves.flatMap { $0.split(separator: " ") }.map { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let values = numbers.map { $0! }
        guard values[2] >= 0, values[3] >= 0 else { return nil }
        return values
    }

    /// `{x, y}` (2 numbers) or `{top, left, bottom, right}` (4).
    static func braced(_ text: Substring, count: Int) -> [Double]? {
        guard text.first == "{", text.last == "}" else { return nil }
        let numbers = text.dropFirst().dropLast().split(separator: ",").map { Double($0.filter { $0 != " " }) }
        guard numbers.count == count, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return numbers.map { $0! }
    }

    /// `[0.5, 0, 0, 0.5, 0, 0]`: a `CGAffineTransform`'s a, b, c, d, tx, ty.
    static func transform(_ text: Substring) -> [Double]? {
        guard text.first == "[", text.last == "]" else { return nil }
        let numbers = text.dropFirst().dropLast().split(separator: ",").map { Double($0.filter { $0 != " " }) }
        guard numbers.count == 6, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return numbers.map { $0! }
    }

    /// `YES` or `NO`.
    static func bool(_ text: Substring) -> Bool? {
        switch text {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A number such as `0` or `0.5`.
    static func number(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `'Buy now'`: the text of a label or a cell, without its quotes.
    static func text(_ text: Substring) -> Substring {
        guard text.count >= 2, text.first == "'", text.last == "'" else { return text }
        return text.dropFirst().dropLast()
    }
}
