import { expect, type Page } from '@playwright/test';
import type { Message, MessagePage } from '@olympiad/shared/schemas';
import { apiCall } from './api';
import { adminToken } from './registration';

/**
 * The /setPassword link of the newest message to `email`, read through the API as the
 * Administrator, as the Messages section shows it: its path and its `#secret`, to open on this
 * server whatever PUBLIC_URL the message was written with.
 */
export async function setPasswordLinkTo(page: Page, email: string): Promise<string> {
  const token = await adminToken(page);
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = await apiCall<MessagePage>(page.request, 'readMessages', { token });
      id = messages.find((message) => message.recipient === email)?.id;
      return id;
    })
    .toBeDefined();
  const { text } = await apiCall<Message>(page.request, 'readMessage', { token, params: { id: id! } });
  const link = /https?:\/\/\S+\/setPassword#\S+/.exec(text);
  expect(link, text).not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.hash}`;
}
