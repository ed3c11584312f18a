// Messages that carry a name (a domain, a file, a tag, a group) cannot be catalogue keys; they are
// matched by src/web/i18n/translate-message.ts and read in Vietnamese with the name kept as sent.
import { describe, expect, it } from 'vitest';
import { vi as catalogue } from '@web/i18n/vi';
import { translateMessage } from '@web/i18n/translate-message';

const vi = (key: string) => catalogue[key] ?? key;

describe('messages with a name in them', () => {
  it.each([
    ['Domains: bad_name.com is incorrect format!', 'Tên miền: bad_name.com sai định dạng!'],
    ['Domains: café.com must not contain accents', 'Tên miền: café.com không được chứa dấu'],
    ['Domains: a.com is duplicated', 'Tên miền: a.com bị trùng'],
    ['Domains: taken.xyz is not available', 'Tên miền: taken.xyz không còn trống'],
    ['Domain x..y is incorrect format!', 'Tên miền x..y sai định dạng!'],
    ['deals-now.xyz was bought', 'Đã mua deals-now.xyz'],
    ['deals-now.xyz is not available', 'deals-now.xyz không còn trống'],
    ['shop.example.com is verified', 'shop.example.com đã được xác minh'],
    ['shop.example.com is not set up yet', 'shop.example.com chưa được cài đặt'],
    ['3 domain(s) released', 'Đã trả lại 3 tên miền'],
    ['2 domain(s) were added to Main offers', 'Đã thêm 2 tên miền vào Main offers'],
    ['2 of 3 domains were added to Main offers', 'Đã thêm 2 trên 3 tên miền vào Main offers'],
    ['song.mp3 could not be read as audio or image; it may be damaged', 'Không đọc được song.mp3 dưới dạng âm thanh hay hình ảnh; tệp có thể bị hỏng'],
    ['blank.wav is empty', 'blank.wav trống'],
    ['banner.png is used by the creative Spring hello; remove it there first', 'banner.png đang được dùng bởi the creative Spring hello; hãy gỡ nó ở đó trước'],
    [
      'Not enough storage for big.wav: 1.5 MB of your 500.0 MB is left. Delete files on the Storage page to make room.',
      'Không đủ dung lượng cho big.wav: còn 1.5 MB trong 500.0 MB của bạn. Hãy xóa tệp ở trang Lưu trữ để có chỗ.',
    ],
    ['Tags: [Greeting] is used twice', 'Thẻ: [Greeting] được dùng hai lần'],
    ['Published: revision 3 kept', 'Đã xuất bản: giữ lại phiên bản 3'],
    ['Restore revision 2', 'Khôi phục phiên bản 2'],
    ['Delete 3 nodes', 'Xóa 3 nút'],
    ['Paste 1 item', 'Dán 1 mục'],
    ['Id n_1 is used twice', 'Mã n_1 bị dùng hai lần'],
  ])('%s', (message, expected) => {
    expect(translateMessage(message, vi)).toBe(expected);
  });
});
