import type { OutboxChannel } from "./types";

// The database enum is upper case (EMAIL, SMS, VOICE); the code and the JSON use lower case.
const toDatabase = { email: "EMAIL", sms: "SMS", voice: "VOICE" } as const;

export type DatabaseOutboxChannel = (typeof toDatabase)[OutboxChannel];

export function channelToDatabase(channel: OutboxChannel): DatabaseOutboxChannel {
  return toDatabase[channel];
}

export function channelFromDatabase(channel: DatabaseOutboxChannel): OutboxChannel {
  return channel.toLowerCase() as OutboxChannel;
}
