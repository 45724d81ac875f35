// Every jest file: a fixed secret and time zone, and no .env from the developer's machine leaking in.
process.env.AUTH_SECRET = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.APP_TIMEZONE = "Africa/Dakar";
process.env.SMS_PROVIDER = "log";
process.env.NEXT_TELEMETRY_DISABLED = "1";
delete process.env.NEXTAUTH_URL;
delete process.env.ADMIN_CODE;
