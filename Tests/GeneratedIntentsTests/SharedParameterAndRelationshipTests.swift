import GeneratedIntents
import IntentRuntime
import Testing

/// Definitions/Accounts.intentdefinition: three widget intents share a searchable `account`;
/// in `HashtagFeed` it depends on the Boolean `useDefaultAccount` (BooleanHasExactValue with no
/// value written, which means false).
@Suite struct SharedParameterAndRelationshipTests {
    static let work = Account(identifier: "work", display: "Work")
    static let home = Account(identifier: "home", display: "Home")
    static let archived = Account(identifier: "old", display: "Old Team")

    /// Counts the requests for accounts.
    final class RequestCount: @unchecked Sendable {
        var value = 0
    }

    /// The app's account source, written once: offers two accounts and finds an archived one
    /// only by search. (One type cannot be the options provider of several intents, since each
    /// provider protocol fixes its `Intent`; the per-intent providers below only adopt it.)
    protocol AppAccounts: AccountOptionsProviding {
        var requests: RequestCount { get }
    }

    struct UnreadProvider: UnreadCountIntentOptionsProvider, AppAccounts { let requests = RequestCount() }
    struct MentionsProvider: MentionsIntentOptionsProvider, AppAccounts { let requests = RequestCount() }
    struct FeedProvider: HashtagFeedIntentOptionsProvider, AppAccounts {
        let requests = RequestCount()

        func provideHashtagOptionsCollection(for intent: HashtagFeedIntent, searchTerm: String?) async throws
            -> IntentOptionsCollection<String>
        {
            IntentOptionsCollection(["#swift"])
        }
    }

    /// The per-intent style still compiles and is used as before.
    struct UnreadOnly: UnreadCountIntentOptionsProvider {
        func provideAccountOptionsCollection(for intent: UnreadCountIntent, searchTerm: String?) async throws
            -> IntentOptionsCollection<Account>
        {
            IntentOptionsCollection([home])
        }
    }

    @Test func oneSharedImplementationServesEveryIntent() async throws {
        let unread = UnreadProvider()
        #expect(try await UnreadCountIntent(account: Self.home).resolved(using: unread).account == Self.home)
        #expect(unread.requests.value == 1)
        // Found only by search (second request), and kept.
        let mentions = MentionsProvider()
        #expect(try await MentionsIntent(account: Self.archived).resolved(using: mentions).account == Self.archived)
        #expect(mentions.requests.value == 2)
        #expect(try await MentionsIntent(account: nil).resolved(using: mentions).account == Self.work)
        let feed = try await HashtagFeedIntent(account: Account(identifier: "gone", display: "Gone"))
            .resolved(using: FeedProvider())
        #expect(feed.account == Self.work)
    }

    @Test func perIntentProvidersKeepWorking() async throws {
        #expect(try await UnreadCountIntent(account: Self.work).resolved(using: UnreadOnly()).account == nil)
        #expect(try await UnreadCountIntent(account: Self.home).resolved(using: UnreadOnly()).account == Self.home)
    }

    @Test func aMissingBooleanValueMeansFalse() {
        #expect(HashtagFeedIntent(useDefaultAccount: nil).isAccountApplicable)
        #expect(HashtagFeedIntent(useDefaultAccount: false).isAccountApplicable)
        #expect(!HashtagFeedIntent(useDefaultAccount: true).isAccountApplicable)
    }

    @Test func aHiddenParameterIsLeftAloneAndItsProviderNotAsked() async throws {
        let accounts = FeedProvider()
        let stored = HashtagFeedIntent(useDefaultAccount: true, account: Account(identifier: "gone", display: "Gone"))
        let resolved = try await stored.resolved(using: accounts)
        #expect(resolved.account == stored.account)
        #expect(accounts.requests.value == 0)
        let hiddenAndUnset = try await HashtagFeedIntent(useDefaultAccount: true).resolved(using: accounts)
        #expect(hiddenAndUnset.account == nil)
    }

    @Test func theDescriptorCarriesTheTypedRelationship() {
        let account = HashtagFeedIntent.descriptor.parameters.first { $0.name == "account" }
        #expect(
            account?.relationship
                == IntentParameterDescriptor.Relationship(
                    parentName: "useDefaultAccount", predicate: .booleanHasExactValue(false)))
        #expect(UnreadCountIntent.descriptor.parameters.first?.relationship == nil)
    }
}

extension SharedParameterAndRelationshipTests.AppAccounts {
    func provideAccountOptionsCollection(searchTerm: String?) async throws -> IntentOptionsCollection<Account> {
        requests.value += 1
        let all = [SharedParameterAndRelationshipTests.work, SharedParameterAndRelationshipTests.home]
        guard let searchTerm else { return IntentOptionsCollection(all) }
        return IntentOptionsCollection(
            (all + [SharedParameterAndRelationshipTests.archived]).filter { $0.displayString.contains(searchTerm) })
    }

    func defaultAccount() -> Account? { SharedParameterAndRelationshipTests.work }
}

/// `validate()` speaks with the definition's words: Accounts' `hashtag` lists the reason
/// `required` with its own text and key.
@Suite struct DefinitionReasonTextTests {
    @Test func aRequiredIssueCarriesTheDefinitionsTextAndKey() throws {
        let issue = try #require(HashtagFeedIntent(hashtag: nil).validate().first)
        #expect(issue.kind == .missingRequiredValue)
        #expect(issue.reason == IntentLocalizedText("Choose a hashtag to follow", key: "hReq01"))
        #expect(issue.description == "Choose a hashtag to follow")
        #expect(HashtagFeedIntent(hashtag: "#swift").validate().isEmpty)
    }

    @Test func theDescriptorListsTheReasonsWithTheirTexts() {
        let hashtag = HashtagFeedIntent.descriptor.parameters.first { $0.name == "hashtag" }
        #expect(
            hashtag?.unsupportedReasons
                == [.init(code: "required", text: IntentLocalizedText("Choose a hashtag to follow", key: "hReq01"))])
    }

    @Test func withoutADefinitionTextTheBuiltInSentenceRemainsAndPlaceholdersAreFilled() {
        let plain = IntentParameterDescriptor(name: "count", valueType: .integer, minimumValue: 1)
        #expect(plain.issues(for: .numbers([0])).map(\.description) == ["count is 0, below the minimum 1"])
        var worded = plain
        worded.unsupportedReasons = [
            .init(code: "lessThanMinimumValue", text: "${displayName} must be at least ${minimumValue}")
        ]
        #expect(worded.issues(for: .numbers([0])).map(\.description) == ["count must be at least 1"])
    }
}
