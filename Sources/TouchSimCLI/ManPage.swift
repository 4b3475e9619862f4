import Foundation

/// `touchsim help --man`: the manual page, made from the help texts so that the two never
/// disagree (`make install` writes it to share/man/man1/touchsim.1).
enum ManPage {
    /// The page in roff, each help text kept as it is laid out (no-fill), under its own heading.
    static var text: String {
        var lines = [
            #".TH TOUCHSIM 1 "" "\#(Help.version)" "User Commands""#, ".SH NAME",
            #"touchsim \- replays recorded touch traces through a model of UIKit's touch arbitration"#,
        ]
        let sections: [(String, HelpTopic)] =
            [("DESCRIPTION", .overview)] + HelpTopic.commands.map { ("TOUCHSIM " + $0.name.uppercased(), $0.topic) }
        for (heading, topic) in sections {
            lines += [#".SH "\#(heading)""#, ".nf"]
            lines += Help.text(topic).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                $0.isEmpty ? ".sp" : escaped($0)
            }
            lines.append(".fi")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line of text as roff reads it literally: backslashes and hyphens escaped, and a
    /// line that starts like a request guarded.
    private static func escaped(_ line: Substring) -> String {
        let text = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
