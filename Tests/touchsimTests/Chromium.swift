import Foundation
import Testing

/// Debian's headless Chromium, driven from the command line: `--dump-dom` prints the page once
/// its scripts ran, `--screenshot` saves a PNG. No driver, no package beyond `chromium`.
enum Chromium {
    /// The browser, nil when it is not installed.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in directories + ["/usr/bin"]
            where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// Whether `CI` is set: there the browser tests must run, and fail without Chromium.
    static let isCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    /// Browser tests run where Chromium is installed, and always under CI.
    static let shouldRun = path != nil || isCI

    /// What a run of the browser printed.
    struct Output {
        var stdout: String
        var stderr: String
    }

    /// Runs Chromium headless on `url` with `arguments`, in a profile of its own so that runs
    /// in parallel do not share state; gives up after `timeout` seconds.
    static func run(_ arguments: [String], url: URL, timeout: TimeInterval = 90) throws -> Output {
        guard let path else {
            Issue.record("Chromium is not installed (apt-get install chromium); CI must have it")
            return Output(stdout: "", stderr: "")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-chromium-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        for file in [out, err] { try Data().write(to: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--enable-logging=stderr", "--v=0", "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
            ] + arguments + [url.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("Chromium did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        let text = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return Output(stdout: text(out), stderr: text(err))
    }

    /// The page's console errors and uncaught exceptions, as Chromium logs them.
    static func consoleErrors(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            $0.contains(":CONSOLE") && ($0.contains("Uncaught") || $0.contains("Error"))
        }
    }
}
