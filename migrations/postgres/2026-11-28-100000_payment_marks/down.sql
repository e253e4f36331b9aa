DROP TABLE payment_marks;
