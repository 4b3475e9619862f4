/// The golden run as JUnit XML (`--junit FILE`), the report format CI systems display.
extension GoldenReport {
    /// One `<testcase>` per case; skipped ones carry `<skipped>` with the reason, failures the
    /// headline as `message` and the diff or diagnostic as escaped text. Inputs (paths, diffs of
    /// arbitrary output) are escaped so the document is well-formed whatever they contain.
    public var junitXML: String {
        let failures = results.count { !$0.passed && !$0.skipped && !$0.isError }
        let errors = results.count(where: \.isError)
        let counts =
            "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skippedCount)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"touchsim\" \(counts)>\n"
        xml += "  <testsuite name=\"touchsim test\" \(counts)>\n"
        for result in results {
            let path = result.case.path
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            xml += "    <testcase classname=\"\(escaped(directory))\" name=\"\(escaped(name))\""
            guard let headline = result.headline else {
                xml += "/>\n"
                continue
            }
            if result.skipped {
                xml += ">\n      <skipped message=\"\(escaped(headline))\"/>\n    </testcase>\n"
                continue
            }
            let element = result.isError ? "error" : "failure"
            xml += ">\n      <\(element) message=\"\(escaped(headline))\">"
            xml += escaped(result.detail ?? "")
            xml += "</\(element)>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}

extension GoldenResult {
    /// JUnit's distinction: an error is a test that could not run (invalid input, I/O), a
    /// failure one that ran and disagreed.
    fileprivate var isError: Bool {
        switch outcome {
        case .invalid, .fileError: return true
        default: return false
        }
    }
}

/// `text` as XML character data or attribute value: markup characters escaped, characters
/// XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD.
private func escaped(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        // Attribute values normalize raw tabs and newlines to spaces; references survive.
        case "\t": out += "&#9;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out.unicodeScalars.append("\u{FFFD}")
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
