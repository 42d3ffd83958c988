/// The words every skip for missing test material ends with: where CONTRIBUTING.md explains the
/// material, how to get it, and what runs without it.
public enum TestMaterial {
    /// The CONTRIBUTING.md section on the material that is not in the repository.
    public static let section = "CONTRIBUTING.md, \"Test material outside the repository\""

    /// How a skip message says to run the test: link the shared folder beside the package, with
    /// the section that says what it holds.
    public static let howToRun =
        "link the shared folder beside the package (`ln -s <shared> ../shared`); see \(section)"
}
