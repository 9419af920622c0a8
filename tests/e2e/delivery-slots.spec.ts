// Delivery and installation slots (decision 200), through the screens: staff give Hyderabad places for
// every weekday, a shopper with a confirmed order books a delivery day and an installation day on the order
// page and sees both, and staff see them on the order and in the calendar.
import { slotDayText, WEEKDAY_NAMES } from '../../contract/slot-rules.ts';
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { placeGuestOrder } from './support/orders.ts';

test('staff set places, a shopper books delivery and installation, and staff see them', async ({
  page,
  request,
  product,
}) => {
  test.slow();
  await signInToAdmin(page, undefined, '/admin/delivery');
  const panel = page.locator('[data-capacity-panel]');
  await panel.getByLabel('Zone to set').selectOption('Hyderabad');
  for (const day of WEEKDAY_NAMES) {
    await panel.getByLabel(`Deliveries and pickups on ${day}`).fill('4');
    await panel.getByLabel(`Installations on ${day}`).fill('2');
  }
  await panel.getByRole('button', { name: 'Save the week' }).click();
  await expect(adminToasts(page)).toContainText('Weekly places saved');

  // A guest's cash-on-delivery order to Hyderabad (free installation there), confirmed by staff.
  const { order, accessToken } = await placeGuestOrder(request, product.apiUrl, { tag: 'slots' });
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText(`Order ${order.number} is confirmed`)).toBeVisible();
  await expect(page.locator('[data-order-slots]')).toContainText('The shopper has not picked a day yet.');

  // The shopper, by the link in their e-mail.
  await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  const delivery = page.locator('[data-slot="delivery"]');
  await expect(delivery.getByRole('heading', { name: 'Delivery slot' })).toBeVisible();
  await expect(
    delivery.getByText('Pick the day we bring your order. Our team calls the day before with a time.'),
  ).toBeVisible();
  const deliveryDay = await delivery.getByTestId('slot-delivery-day').inputValue();
  await delivery.getByRole('button', { name: 'Book this day' }).click();
  await expect(toasts.getByText(`Your delivery is booked for ${slotDayText(deliveryDay)}.`)).toBeVisible();
  await expect(delivery.getByTestId('slot-delivery-booked')).toHaveText(
    `Booked for ${slotDayText(deliveryDay)}`,
  );
  await expect(delivery.getByText('You can change the day until 48 hours before it.')).toBeVisible();

  const installation = page.locator('[data-slot="installation"]');
  await expect(installation.getByRole('heading', { name: 'Installation slot' })).toBeVisible();
  const days = installation.getByTestId('slot-installation-day');
  await expect(days.locator('option').first()).toHaveAttribute('value', deliveryDay);
  await days.selectOption(deliveryDay);
  await installation.getByRole('button', { name: 'Book this day' }).click();
  await expect(
    toasts.getByText(`Your installation is booked for ${slotDayText(deliveryDay)}.`),
  ).toBeVisible();
  await expect(installation.getByTestId('slot-installation-booked')).toHaveText(
    `Booked for ${slotDayText(deliveryDay)}`,
  );

  // Staff see both days on the order and in the calendar.
  await page.goto(`/admin/orders/${order.id}`);
  const onOrder = page.locator('[data-order-slots]');
  await expect(onOrder).toContainText(`Delivery: ${slotDayText(deliveryDay)} · Booked`);
  await expect(onOrder).toContainText(`Installation: ${slotDayText(deliveryDay)} · Booked`);
  await page.goto(`/admin/calendar?from=${deliveryDay}`);
  const day = page.locator(`[data-calendar-day="${deliveryDay}"] [data-calendar-deliveries]`);
  await expect(day.getByRole('heading', { name: 'Deliveries and installations' })).toBeVisible();
  const booked = day.locator('li').filter({ hasText: order.number });
  await expect(booked).toHaveCount(2);
  await expect(booked.first()).toContainText('Meera Iyer');
  await expect(booked.filter({ hasText: 'Installation' })).toHaveCount(1);
});
