/// When `touchsim test --update` may write expected files.
public enum UpdatePolicy {
    /// Why `--update` is refused here, or nil when it may run.
    ///
    /// Refused when `CI` is set to anything but the empty string, unless `force`: a CI machine
    /// that rewrote expected files would turn every mismatch into a pass.
    public static func refusal(environment: [String: String], force: Bool) -> String? {
        guard !force, let ci = environment["CI"], !ci.isEmpty else { return nil }
        return "refusing --update because CI is set: a CI run checks expected files, it does not "
            + "rewrite them; add --force to update anyway"
    }
}
