/// A JSON value of a scenario file being written (docs/format.md §1, §2), for the tools that
/// write scenarios: `touchsim import`, `touchsim new` and the recorder an app embeds.
///
/// This module depends on nothing, so that the recorder can build it into an iOS app without
/// the engine.
public enum ScenarioValue: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScenarioValue])
    /// Members in the order they are written.
    case object([ScenarioMember])

    /// `[a, b, …]` of numbers: a frame, a point, a size, insets.
    public static func numbers(_ values: Double...) -> ScenarioValue { .array(values.map(ScenarioValue.number)) }

    /// The value as JSON on one line: `{"a": 1, "b": [2, 3]}`.
    public var json: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value)
        case .string(let value): return Self.quote(value)
        case .array(let elements): return "[" + elements.map(\.json).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.quote($0.key) + ": " + $0.value.json }.joined(separator: ", ") + "}"
        }
    }

    /// A number as touchsim prints numbers (docs/format.md §3.6): rounded to 3 decimals, half
    /// away from zero, no trailing zeros, never `-0`, never an exponent. Not-a-number and
    /// infinities, which JSON cannot carry, are written as 0.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Beyond 1e15 thousandths would not fit exactly; no scenario number comes near (±1e9).
        let clamped = max(-1e12, min(1e12, value))
        let thousandths = Int64((clamped * 1000).rounded(.toNearestOrAwayFromZero))
        let sign = thousandths < 0 ? "-" : ""
        let whole = String(thousandths.magnitude / 1000)
        var fraction = String(thousandths.magnitude % 1000)
        guard fraction != "0" else { return sign + whole }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + whole + "." + fraction
    }

    /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259 §7).
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// One `"key": value` of an object being written.
public struct ScenarioMember: Equatable, Sendable {
    public var key: String
    public var value: ScenarioValue

    /// A member.
    public init(_ key: String, _ value: ScenarioValue) {
        self.key = key
        self.value = value
    }
}
