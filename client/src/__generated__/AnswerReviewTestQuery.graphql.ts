/**
 * @generated SignedSource<<0f1b9d024742e3969c7a9969695ac91b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerReviewTestQuery$variables = Record<PropertyKey, never>;
export type AnswerReviewTestQuery$data = {
  readonly testSession: {
    readonly " $fragmentSpreads": FragmentRefs<"AnswerReview_session">;
  } | null | undefined;
};
export type AnswerReviewTestQuery = {
  response: AnswerReviewTestQuery$data;
  variables: AnswerReviewTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "token",
    "value": "t"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correct",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": true,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnswerReviewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnswerReview_session"
          }
        ],
        "storageKey": "testSession(token:\"t\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AnswerReviewTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "practice",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TestCategoryResult",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wrong",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unanswered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestSessionQuestion",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prompt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerChoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerValue",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctChoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explanation",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "testSession(token:\"t\")"
      }
    ]
  },
  "params": {
    "cacheID": "a7ee6a2d6e18686abfc2640614bf46e0",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "testSession": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestSession"
        },
        "testSession.id": (v4/*:: as any*/),
        "testSession.questions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestSessionQuestion"
        },
        "testSession.questions.answerChoices": (v5/*:: as any*/),
        "testSession.questions.answerValue": (v6/*:: as any*/),
        "testSession.questions.correct": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "testSession.questions.correctChoices": (v5/*:: as any*/),
        "testSession.questions.correctValue": (v6/*:: as any*/),
        "testSession.questions.explanation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "testSession.questions.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuestionOption"
        },
        "testSession.questions.options.key": (v7/*:: as any*/),
        "testSession.questions.options.text": (v7/*:: as any*/),
        "testSession.questions.position": (v8/*:: as any*/),
        "testSession.questions.prompt": (v7/*:: as any*/),
        "testSession.result": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestResult"
        },
        "testSession.result.categories": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestCategoryResult"
        },
        "testSession.result.categories.correct": (v9/*:: as any*/),
        "testSession.result.categories.key": (v7/*:: as any*/),
        "testSession.result.categories.name": (v7/*:: as any*/),
        "testSession.result.categories.total": (v8/*:: as any*/),
        "testSession.result.categories.unanswered": (v9/*:: as any*/),
        "testSession.result.categories.wrong": (v9/*:: as any*/),
        "testSession.result.kind": {
          "enumValues": [
            "APTITUDE",
            "PERSONALITY"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestScoringKind"
        },
        "testSession.test": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Test"
        },
        "testSession.test.id": (v4/*:: as any*/),
        "testSession.test.practice": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "AnswerReviewTestQuery",
    "operationKind": "query",
    "text": "query AnswerReviewTestQuery {\n  testSession(token: \"t\") {\n    ...AnswerReview_session\n    id\n  }\n}\n\nfragment AnswerReview_session on TestSession {\n  test {\n    practice\n    id\n  }\n  result {\n    kind\n    categories {\n      key\n      name\n      correct\n      wrong\n      unanswered\n      total\n    }\n  }\n  questions {\n    position\n    prompt\n    options {\n      key\n      text\n    }\n    answerChoices\n    answerValue\n    correct\n    correctChoices\n    correctValue\n    explanation\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa2403d82746f9c9d22e062da41ef742";

export default node;
