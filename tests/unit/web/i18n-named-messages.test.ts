// Messages that carry a name (a domain, a file, a tag, a group) cannot be catalogue keys; they are
// matched by src/web/i18n/translate-message.ts and read in Vietnamese with the name kept as sent.
import { describe, expect, it } from 'vitest';
import { vi as catalogue } from '@web/i18n/vi';
import { translateMessage } from '@web/i18n/translate-message';

const vi = (key: string) => catalogue[key] ?? key;

const MESSAGES: Array<[string, string]> = [
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
    // The campaign compose's rules
    ['Contact group 12 is not one of your contact groups', 'Nhóm liên hệ 12 không phải của bạn'],
    ['Route 7 is not one of your routes', 'Tuyến 7 không phải của bạn'],
    ['DID group 4 is not one of your DID groups', 'Nhóm DID 4 không phải của bạn'],
    ['Domain group 3 is not one of your domain groups', 'Nhóm tên miền 3 không phải của bạn'],
    ['Contact group US leads must be scrubbed before sending: it was not scrubbed in the last month', 'Nhóm liên hệ US leads phải được lọc (scrub) trước khi gửi: nhóm chưa được lọc trong tháng qua'],
    ['Route 7 does not send this way', 'Tuyến 7 không gửi theo cách này'],
    ['Route 7 does not send MMS', 'Tuyến 7 không gửi MMS'],
    ['ANI 12345 must start with + and hold 6 to 15 digits', 'ANI 12345 phải bắt đầu bằng + và có từ 6 đến 15 chữ số'],
    ['Seed number 999 must start with + and hold 6 to 15 digits', 'Số kiểm tra 999 phải bắt đầu bằng + và có từ 6 đến 15 chữ số'],
    ['Inbound forward number must start with + and hold 6 to 15 digits', 'Số chuyển tiếp cuộc gọi đến phải bắt đầu bằng + và có từ 6 đến 15 chữ số'],
    ['Creative Spring hello is not approved for US on this route', 'Mẫu tin Spring hello chưa được duyệt cho US trên tuyến này'],
    ['Creative Spring hello is not approved for the campaign on this route', 'Mẫu tin Spring hello chưa được duyệt cho chiến dịch trên tuyến này'],
    ['Number of attachments must be an integer from 1 to 3', 'Số tệp đính kèm phải là số nguyên từ 1 đến 3'],
    ['Audio long.wav is over 60 s: too long for voicemail', 'Âm thanh long.wav dài hơn 60 giây: quá dài cho thư thoại'],
    ['Variable [phone] is a system variable; use another name', 'Biến [phone] là biến hệ thống; hãy dùng tên khác'],
    ['Variable [agent] is already defined', 'Biến [agent] đã được định nghĩa'],
    ['Test size must be an integer larger than 99 and smaller than the target (5000)', 'Cỡ mẫu thử phải là số nguyên lớn hơn 99 và nhỏ hơn số đối tượng (5000)'],
    ['Click rate threshold must be an integer from 0 to 99', 'Ngưỡng tỷ lệ nhấp phải là số nguyên từ 0 đến 99'],
    ['ROI threshold must be number type!', 'Ngưỡng ROI phải là số!'],
    ['Call rate threshold is required field!', 'Ngưỡng tỷ lệ cuộc gọi là trường bắt buộc!'],
];

describe('messages with a name in them', () => {
  it.each(MESSAGES)('%s', (message, expected) => {
    expect(translateMessage(message, vi)).toBe(expected);
  });

  it('read in English exactly as sent', () => {
    const english = (key: string) => key;
    for (const [message] of MESSAGES) expect(translateMessage(message, english)).toBe(message);
  });
});
