import TouchSimCore

/// Typed access to positioned values, each failure a diagnostic at the value saying what was
/// expected and what was found.
extension JSONValue {
    /// Largest magnitude accepted for any number of a scenario (points, milliseconds, seconds,
    /// counts): far beyond any real screen or trace, and small enough that no arithmetic on it
    /// can overflow.
    static let magnitudeLimit = 1e9

    /// "expected `expected`, found …" at this value.
    func mismatch(_ expected: String, path: String) -> Diagnostic {
        location.diagnostic("expected \(expected), found \(quoted)", path: path)
    }

    /// A boolean.
    func bool(path: @autoclosure () -> String) throws(Diagnostic) -> Bool {
        guard case .bool(let value) = kind else { throw mismatch("true or false", path: path()) }
        return value
    }

    /// A string.
    func string(path: @autoclosure () -> String, expected: String = "a string") throws(Diagnostic) -> String {
        guard case .string(let value) = kind else { throw mismatch(expected, path: path()) }
        return value
    }

    /// A number within `range`; `expected` describes it ("a width ≥ 0").
    func number(path: @autoclosure () -> String, in range: ClosedRange<Double>? = nil, expected: String = "a number")
        throws(Diagnostic) -> Double
    {
        guard case .number(let value) = kind else { throw mismatch(expected, path: path()) }
        guard abs(value) <= Self.magnitudeLimit else {
            throw mismatch("\(expected) within ±1e9", path: path())
        }
        if let range, !range.contains(value) { throw mismatch(expected, path: path()) }
        return value
    }

    /// A whole number ≥ `minimum`; `1` and `1.0` are the same JSON number.
    func integer(path: @autoclosure () -> String, atLeast minimum: Int, expected: String) throws(Diagnostic) -> Int {
        let value = try number(path: path(), in: Double(minimum)...Double.infinity, expected: expected)
        guard value == value.rounded() else { throw mismatch(expected, path: path()) }
        return Int(value)
    }

    /// An array.
    func array(path: @autoclosure () -> String, expected: String) throws(Diagnostic) -> [JSONValue] {
        guard case .array(let elements) = kind else { throw mismatch(expected, path: path()) }
        return elements
    }

    /// An array of exactly `names.count` numbers, element `i` described as `names[i]`; the
    /// elements at `nonNegative` must be ≥ 0.
    func numbers(
        path: @autoclosure () -> String, shape: String, names: [String], nonNegative: Set<Int> = []
    ) throws(Diagnostic) -> [Double] {
        guard case .array(let elements) = kind, elements.count == names.count else {
            if case .array(let elements) = kind {
                throw location.diagnostic(
                    "expected \(shape), found an array of \(elements.count)", path: path())
            }
            throw mismatch(shape, path: path())
        }
        var values: [Double] = []
        for (index, element) in elements.enumerated() {
            let atLeastZero = nonNegative.contains(index)
            values.append(
                try element.number(
                    path: JSONPath.index(path(), index), in: atLeastZero ? 0...Double.infinity : nil,
                    expected: atLeastZero ? "\(names[index]) ≥ 0" : names[index]))
        }
        return values
    }
}

/// The geometry values of docs/format.md §2.
extension JSONValue {
    // The shapes' element names, made once: a tree of 100,000 views reads 100,000 frames.
    private static let rectNames = ["an x", "a y", "a width", "a height"]
    private static let sizeOfRect: Set<Int> = [2, 3]
    private static let sizeNames = ["a width", "a height"]
    private static let wholeSize: Set<Int> = [0, 1]
    private static let pointNames = ["an x", "a y"]
    private static let insetNames = ["a top inset", "a left inset", "a bottom inset", "a right inset"]

    /// `[x, y, width, height]`, width and height ≥ 0.
    func rect(path: @autoclosure () -> String) throws(Diagnostic) -> Rect {
        // Nearly every view's frame is four numbers in range: read them without building a list.
        if case .array(let e) = kind, e.count == 4, case .number(let x) = e[0].kind, case .number(let y) = e[1].kind,
            case .number(let width) = e[2].kind, case .number(let height) = e[3].kind,
            let rect = Self.acceptedRect(x, y, width, height)
        {
            return rect
        }
        let v = try numbers(
            path: path(), shape: "[x, y, width, height]", names: Self.rectNames, nonNegative: Self.sizeOfRect)
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// The frame `[x, y, width, height]` when `rect` accepts its four numbers as they are (in
    /// range, width and height ≥ 0); nil when `rect` would say what is wrong. The streaming tree
    /// reader asks it too (`TreeDecoder.streamRect`), so that both accept the same frames.
    static func acceptedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect? {
        guard max(abs(x), abs(y), width, height) <= magnitudeLimit, min(width, height) >= 0 else { return nil }
        return Rect(x, y, width, height)
    }

    /// `[width, height]`, both ≥ 0.
    func size(path: @autoclosure () -> String) throws(Diagnostic) -> Size {
        let v = try numbers(
            path: path(), shape: "[width, height]", names: Self.sizeNames, nonNegative: Self.wholeSize)
        return Size(v[0], v[1])
    }

    /// `[x, y]`.
    func point(path: @autoclosure () -> String) throws(Diagnostic) -> Point {
        let v = try numbers(path: path(), shape: "[x, y]", names: Self.pointNames)
        return Point(v[0], v[1])
    }

    /// `[top, left, bottom, right]`.
    func insets(path: @autoclosure () -> String) throws(Diagnostic) -> EdgeInsets {
        let v = try numbers(
            path: path(), shape: "[top, left, bottom, right]",
            names: Self.insetNames)
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
