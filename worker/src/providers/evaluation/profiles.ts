/**
 * Company profiles for evaluating the offline interviewer: realistic, varied, from many fields, each with
 * its own tools, documents, channels, volumes and pains (several not in the built-in tables). `expect`
 * lists the specifics a human interviewer would expect the questions to cite (matched case-insensitively).
 */
export type EvaluationProfile = { id: string; field: string; text: string; expect: string[] };

export const EVALUATION_PROFILES: EvaluationProfile[] = [
  {
    id: 'riverside-gp',
    field: 'health',
    text:
      'Riverside Family Practice is a GP surgery in Leeds with 22 staff and about 9,000 registered patients. ' +
      'Clinical records live in EMIS, and the doctors dictate referral letters on Philips dictation devices; two secretaries type them up the next morning. ' +
      'Hospital discharge summaries still arrive by fax and are scanned and attached to the patient record by hand. ' +
      'Reception takes about 140 calls a day between 8 and 10am, mostly appointment requests and repeat prescriptions. ' +
      'Complaints about getting through on the phone have risen 30% this year.',
    expect: ['EMIS', 'dictation', 'fax', '140 calls a day', 'referral letters', 'risen 30%'],
  },
  {
    id: 'hale-solicitors',
    field: 'law',
    text:
      'Hale & Partners is a high-street law firm of 11 people doing conveyancing, wills and family law. ' +
      'Every new matter starts from our Word document templates, which each fee earner adapts by hand, so clauses drift between versions. ' +
      'Court and completion deadlines are kept in a shared Outlook calendar and a paper diary on the front desk. ' +
      'Fee earners fill in handwritten timesheets every Friday and the practice manager keys them into LEAP for billing, which takes a full day each month. ' +
      'Clients email scanned ID documents and we chase missing ones by phone.',
    expect: ['document templates', 'timesheets', 'LEAP', 'paper diary', 'every Friday', 'Outlook'],
  },
  {
    id: 'northway-freight',
    field: 'logistics',
    text:
      'Northway Freight runs 40 trucks out of two depots. Orders come in by email and phone, and dispatchers re-type each one into our AS/400 system. ' +
      'Drivers get their run sheets on paper and report proof of delivery by WhatsApp photos, which the office matches to orders at the end of the day. ' +
      'We handle around 300 consignments a day. Customers ring to ask where their delivery is, and nobody can see the trucks without calling the driver. ' +
      'Fuel receipts are collected in envelopes every week.',
    expect: ['AS/400', 'run sheets', 'WhatsApp', '300 consignments a day', 'fuel receipts', 're-type'],
  },
  {
    id: 'st-annes-school',
    field: 'education',
    text:
      "St Anne's is a secondary school with 85 teachers and 1,200 pupils. Attendance is taken in SIMS, but detentions and behaviour notes are kept in a separate Google Sheet per year group. " +
      'Report cards are written three times a year; each teacher copies grades from SIMS into a Word template and writes comments by hand, about 20 minutes per pupil. ' +
      'Parents message form tutors on ParentMail and the office forwards letters home as PDFs. Cover for absent teachers is arranged on a whiteboard in the staff room every morning.',
    expect: ['SIMS', 'report cards', 'ParentMail', 'whiteboard', '20 minutes per pupil', 'Google Sheet'],
  },
  {
    id: 'oak-and-ivy',
    field: 'retail',
    text:
      'Oak & Ivy sells home furnishings in three shops and online through Shopify. Stock counts are kept in a spreadsheet that the shop managers update by hand every evening, so the website often sells items we no longer have. ' +
      'We get about 60 customer emails a day, mostly about delivery dates and returns. Returns are logged on paper forms at the till and re-entered later. ' +
      'Our supplier price lists arrive as PDF catalogues and someone copies new prices into Shopify twice a month.',
    expect: ['Shopify', 'stock counts', '60 customer emails a day', 'returns', 'price lists', 'paper forms'],
  },
  {
    id: 'brightcast',
    field: 'manufacturing',
    text:
      'Brightcast is an aluminium die-casting plant with 130 employees running two shifts. Production orders are printed from our Epicor ERP and carried to the machines as job travellers. ' +
      'Operators record scrap and downtime on clipboards, and a supervisor types the sheets into Excel at the end of each shift, which takes about an hour. ' +
      'Quality inspection certificates are written in Word for every batch we ship, around 25 a week. ' +
      'Scrap rates have gone up from 4% to 7% since we added the new press.',
    expect: ['Epicor', 'job travellers', 'clipboards', 'inspection certificates', '25 a week', '4% to 7%'],
  },
  {
    id: 'ledgerline',
    field: 'finance',
    text:
      'Ledgerline is an accounting practice of 16 people serving 400 small-business clients. Clients send bank statements and receipts by email, WhatsApp and sometimes in carrier bags. ' +
      'Bookkeepers post transactions into Xero and reconcile them against the statements by hand. ' +
      'VAT returns are prepared from a checklist in Excel every quarter, and we spend the last two weeks of each quarter chasing clients for missing paperwork. ' +
      'Engagement letters are drafted from an old template in Word.',
    expect: ['Xero', 'bank statements', 'VAT returns', 'engagement letters', 'chasing clients', 'carrier bags'],
  },
  {
    id: 'harbour-view-hotel',
    field: 'hospitality',
    text:
      'Harbour View is a 48-room hotel with a restaurant and 35 staff. Bookings come from Booking.com, Expedia, phone and walk-ins, and our front desk re-keys the phone bookings into Opera. ' +
      'Housekeeping gets a printed room list every morning and marks rooms clean on paper; the front desk phones housekeeping to check which rooms are ready. ' +
      'We answer about 80 guest emails a week asking about parking, breakfast and late check-out. Staff rotas are made in Excel every Sunday night by the manager.',
    expect: ['Opera', 'room list', '80 guest emails a week', 'staff rotas', 'Booking.com', 'walk-ins'],
  },
  {
    id: 'clearwater-trust',
    field: 'NGO',
    text:
      'Clearwater Trust is a charity with 9 staff and about 120 volunteers running water projects in rural Sindh. ' +
      'Field officers fill in survey forms on paper during village visits and send photos of them over WhatsApp; the office types them into KoboToolbox later. ' +
      'Donor reports are written quarterly for six donors, each with its own template, and pulling the figures together takes a week. ' +
      'Volunteer schedules are arranged in a WhatsApp group.',
    expect: ['survey forms', 'KoboToolbox', 'donor reports', 'WhatsApp group', 'takes a week', 'volunteer schedules'],
  },
  {
    id: 'fairfield-council',
    field: 'government',
    text:
      'Fairfield Borough Council planning department has 28 officers. Planning applications arrive through the Planning Portal and by post, and the validation team checks each one against a paper checklist. ' +
      'We receive roughly 45 applications a week. Consultation letters to neighbours are mail-merged from Uniform and posted. ' +
      'Residents phone to ask about the status of applications because the public register is updated only on Mondays. Freedom of Information requests are tracked in a spreadsheet.',
    expect: [
      'Uniform',
      'Planning Portal',
      '45 applications a week',
      'consultation letters',
      'paper checklist',
      'Freedom of Information requests',
    ],
  },
  {
    id: 'sunrise-dental',
    field: 'health',
    text:
      'Sunrise Dental has two surgeries and 14 staff. We use Dentally for appointments and patient charts. ' +
      'Lab work is ordered on paper dockets that go out with the courier, and we phone the lab to find out when crowns are due back. ' +
      'New patients fill in a medical history form on a clipboard in the waiting room, and the nurse copies it into Dentally. ' +
      'Missed appointments cost us around 15 slots a week.',
    expect: ['Dentally', 'lab dockets', 'medical history form', '15 slots a week', 'courier', 'crowns'],
  },
  {
    id: 'cornerstone-builders',
    field: 'construction',
    text:
      'Cornerstone Builders is a contractor with 60 people on site and 8 in the office. Site managers write daily site diaries in notebooks and photograph them at the end of the week. ' +
      'Subcontractor invoices are checked against purchase orders in Sage 200, and valuations for clients are built in Excel every month. ' +
      'Health and safety inspections use printed checklists, and snag lists are emailed as photos. Getting a variation approved by the client can take three weeks.',
    expect: ['site diaries', 'Sage 200', 'valuations', 'snag lists', 'three weeks', 'purchase orders'],
  },
  {
    id: 'metro-insure',
    field: 'finance',
    text:
      'MetroInsure is a broker with 45 staff handling commercial insurance. Quotes are requested from insurers through Acturis, but renewal reminders are sent from Outlook by hand. ' +
      'Claims notifications arrive by phone and email; handlers fill in a claims form and forward it to the insurer. We handle about 200 renewals a month. ' +
      'Client complaints fell 12% last year after we added a second claims handler.',
    expect: ['Acturis', 'renewal reminders', 'claims form', '200 renewals a month', 'fell 12%', 'Outlook'],
  },
  {
    id: 'greenleaf-farm',
    field: 'agriculture',
    text:
      'Greenleaf is a fruit farm with 25 permanent staff and up to 150 seasonal pickers. Picking records are written on tally cards in the field and totted up in the office every evening for piece-rate pay. ' +
      'Orders from supermarkets come through EDI and our packhouse manager prints them for the packing line. Spray records for pesticides are kept in a ring binder for the auditors. ' +
      'Payroll for pickers takes two days every fortnight.',
    expect: ['tally cards', 'EDI', 'spray records', 'ring binder', 'payroll', 'two days'],
  },
  {
    id: 'pixel-forge',
    field: 'software',
    text:
      'Pixel Forge is a 30-person software agency. Client requests arrive by email, Slack and in meetings, and project managers copy them into Jira tickets by hand. ' +
      'Timesheets are filled in Harvest, but a quarter of the team forget until the end of the month, so invoices go out late. ' +
      'Statements of work are written from scratch for every project, which takes the directors about six hours each.',
    expect: ['Jira', 'Harvest', 'Slack', 'statements of work', 'six hours', 'invoices'],
  },
  {
    id: 'caring-hands',
    field: 'social care',
    text:
      'Caring Hands provides home care to 180 clients with 95 care workers. Visit schedules are planned in a Word table each week and sent to carers as WhatsApp messages. ' +
      'Carers write visit notes in a paper care log kept in each client’s home, and the office only sees them when the logs are collected monthly. ' +
      'Medication administration records are checked by hand. Late or missed visits are reported by families phoning the office, often after hours.',
    expect: [
      'visit schedules',
      'care log',
      'medication administration records',
      'WhatsApp',
      'missed visits',
      'visit notes',
    ],
  },
  {
    id: 'lahore-textiles',
    field: 'manufacturing',
    text:
      'ہماری کمپنی لاہور میں کپڑے کی ایک فیکٹری ہے جس میں 200 ملازمین ہیں۔ آرڈرز واٹس ایپ اور ای میل پر آتے ہیں اور ہم انہیں ہاتھ سے ایکسل میں لکھتے ہیں۔ ' +
      'ہر روز تقریباً 50 آرڈرز آتے ہیں۔ مزدوروں کی حاضری رجسٹر میں لکھی جاتی ہے اور ہر مہینے تنخواہ بنانے میں تین دن لگتے ہیں۔ ' +
      'کوالٹی چیک کی رپورٹ کاغذ پر بنتی ہے۔',
    expect: ['واٹس ایپ', 'ایکسل', 'رجسٹر', 'تنخواہ', 'رپورٹ', '50 آرڈرز'],
  },
  {
    id: 'karachi-clinic',
    field: 'health',
    text:
      'ہم کراچی میں ایک کلینک چلاتے ہیں جس میں 12 افراد کام کرتے ہیں۔ مریضوں کی اپائنٹمنٹ فون پر لی جاتی ہے اور رجسٹر میں لکھی جاتی ہے۔ ' +
      'روزانہ تقریباً 90 کالز آتی ہیں۔ لیب کی رپورٹس واٹس ایپ پر آتی ہیں اور انہیں پرنٹ کر کے فائل میں رکھا جاتا ہے۔ ' +
      'نسخے ہاتھ سے لکھے جاتے ہیں اور بلنگ کے لیے دوبارہ ٹائپ کیے جاتے ہیں۔',
    expect: ['فون', 'رجسٹر', '90 کالز', 'واٹس ایپ', 'نسخے', 'رپورٹس'],
  },
  {
    id: 'islamabad-academy',
    field: 'education',
    text:
      'ہم اسلام آباد میں ایک اکیڈمی چلاتے ہیں جس میں 35 اساتذہ اور 800 طلبہ ہیں۔ فیس کی وصولی کا حساب ایکسل میں رکھا جاتا ہے اور والدین کو یاد دہانی واٹس ایپ پر بھیجی جاتی ہے۔ ' +
      'امتحانات کے نتائج ہاتھ سے رزلٹ کارڈ پر لکھے جاتے ہیں جس میں ہر بار ایک ہفتہ لگتا ہے۔ حاضری کاغذی رجسٹر میں لی جاتی ہے۔',
    expect: ['ایکسل', 'واٹس ایپ', 'رزلٹ کارڈ', 'رجسٹر', 'فیس', 'ایک ہفتہ'],
  },
  {
    id: 'bluebird-events',
    field: 'hospitality',
    text:
      'Bluebird Events plans weddings and corporate events with a team of 7. Enquiries come through Instagram DMs, our website form and phone, and we copy each one into a Trello board. ' +
      'Quotes are built in a Google Sheet and pasted into a Canva proposal, which takes about two hours per enquiry. ' +
      'We get roughly 25 enquiries a week in peak season. Supplier contracts and deposits are tracked in a notebook by the owner.',
    expect: ['Instagram', 'Trello', 'Canva', '25 enquiries a week', 'two hours per enquiry', 'supplier contracts'],
  },
  {
    id: 'valley-water',
    field: 'utilities',
    text:
      'Valley Water is a small water utility with 70 staff serving 40,000 homes. Leak reports come in by phone to a call centre and are written onto job cards for the field crews. ' +
      'Crews close jobs on paper, and the cards are entered into Maximo the next day, so the backlog is never up to date. ' +
      'Meter readings are collected quarterly on handheld devices and uploaded overnight. Customer bills disputes have doubled since the last tariff change.',
    expect: ['job cards', 'Maximo', 'leak reports', 'meter readings', 'doubled', 'call centre'],
  },
  {
    id: 'indus-denim',
    field: 'textiles export',
    text:
      'Indus Denim is a denim mill in Faisalabad with 450 workers, exporting fabric and jeans to European brands. ' +
      'Orders arrive as PDF tech packs by email, and merchandisers re-enter each style into our FoxPro system before production can be planned. ' +
      'Export paperwork, including the GSP form and the packing list, is prepared by hand for every shipment. ' +
      'Last quarter 9 shipments were delayed by document errors. Lab dip approvals go back and forth with buyers over email for up to two weeks. ' +
      'Overtime costs rose 18% this year.',
    expect: ['tech packs', 'FoxPro', 'GSP form', 'packing list', 'lab dip approvals', 'rose 18%', 'European brands'],
  },
  {
    id: 'kestrel-motors',
    field: 'motor trade',
    text:
      'Kestrel Motors is a family-run garage and used-car dealer with 18 staff. Service bookings come in by phone and through our website, and the service advisor writes each one into a paper day book. ' +
      'Job cards are handwritten and the technicians note parts used on the back, which the office then types into Autowork Online for invoicing. ' +
      'We service around 35 cars a week. MOT reminders are sent by text from a list in Excel, and parts orders go to suppliers by phone. ' +
      'Comebacks for repeat faults fell 20% after we started road-testing every car.',
    expect: ['day book', 'job cards', 'Autowork Online', '35 cars a week', 'MOT reminders', 'fell 20%'],
  },
  {
    id: 'harrow-lettings',
    field: 'property management',
    text:
      'Harrow Lettings manages 620 rental homes for private landlords with a team of 14. Tenants report repairs by email, phone and WhatsApp, and a property manager logs each repair in Arthur and books a contractor. ' +
      'Inventory reports are written up in Word from photos taken at check-in, which takes about three hours per property. ' +
      'Rent arrears are chased from a weekly Excel export. Landlord statements are sent as PDFs every month. ' +
      'Repair requests have doubled since last winter.',
    expect: [
      'Arthur',
      'inventory reports',
      'rent arrears',
      'landlord statements',
      'three hours per property',
      'doubled',
    ],
  },
  {
    id: 'talentbridge',
    field: 'recruitment',
    text:
      'TalentBridge is a recruitment agency of 25 consultants placing accountants and office staff. Candidates apply through job boards and LinkedIn, and CVs arrive in our shared inbox. ' +
      'Consultants screen every CV by hand and copy candidate details into Bullhorn, about 40 CVs a day each. ' +
      'Interview feedback from clients comes by phone and is written into notes that others rarely find. ' +
      'Weekly timesheets for contractors are collected on paper and keyed into payroll every Monday. Time to fill a role has gone up from 24 to 31 days.',
    expect: ['Bullhorn', 'LinkedIn', 'CVs', 'interview feedback', 'timesheets', '40 CVs a day', 'from 24 to 31 days'],
  },
];
