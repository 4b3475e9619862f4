/// Words of a command that a person can paste into a POSIX shell as they are printed.
public enum Shell {
    /// `word` as is when no shell treats any of its characters specially, else in single quotes.
    public static func quoted(_ word: String) -> String {
        if !word.isEmpty && word.allSatisfy(plain.contains) { return word }
        var result = "'"
        for character in word { result += character == "'" ? "'\\''" : String(character) }
        return result + "'"
    }

    /// Characters no POSIX shell treats specially.
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
}
