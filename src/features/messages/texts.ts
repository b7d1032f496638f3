import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/** The words of the messages screens (docs/product.md, Messages between people), as messages. */
export const MESSAGE_TEXTS = {
  title: msg`Messages`,
  empty: msg`No messages yet.`,
  loading: msg`Loading messages...`,
  loadFailed: msg`Could not load messages.`,
  loadEarlier: msg`Load earlier messages`,
  write: msg`Write a message`,
  send: msg`Send`,
  newMessages: msg`New messages`,
  block: msg`Block`,
  unblock: msg`Unblock`,
  waiting: msg`Waiting to send`,
  sent: msg`Sent`,
  read: msg`Read`,
  notSent: msg`Not sent`,
  tryAgain: msg`Try again`,
  delete: msg`Delete`,
  message: msg`Message`,
  loginToMessage: msg`You must be logged in to send messages.`,
  blockedByThem: msg`You cannot message this person.`,
  blockedByMe: msg`You blocked this person. They cannot send you messages until you unblock them.`,
  allConversations: msg`All messages`,
  choose: msg`Choose a conversation to read it here.`,
  you: msg`You`,
  noMessagesHere: msg`No messages here yet. Say hello!`,
  someone: msg`Someone`,
} as const;

/** The navigation's Messages link, named with the unread count. */
export function messagesLabel(unread: number, i18n: I18n): string {
  if (unread === 0) return i18n._(MESSAGE_TEXTS.title);
  return i18n._(msg({ message: plural(unread, { one: "Messages, # unread", other: "Messages, # unread" }) }));
}

/** A conversation's unread count, for screen readers. */
export function unreadLabel(unread: number, i18n: I18n): string {
  return i18n._(msg({ message: plural(unread, { one: "# unread message", other: "# unread messages" }) }));
}
